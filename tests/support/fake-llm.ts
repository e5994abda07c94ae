import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  temperature: number;
  max_tokens: number;
  top_p: number;
}

/** What the fake server answers next: recipe text, or an HTTP error status. */
export type FakeAnswer = { content: string } | { status: number };

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local OpenAI-compatible chat-completions server: answers are queued by the test (the
 * last one repeats) and every request is recorded.
 */
export async function startFakeLlm() {
  const requests: ChatRequest[] = [];
  const answers: FakeAnswer[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404).end();
        return;
      }
      requests.push((await readJson(request)) as ChatRequest);
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      if (!answer || 'status' in answer) {
        response.writeHead(answer?.status ?? 500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'unavailable' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'test',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: answer.content },
            },
          ],
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(...next: FakeAnswer[]) {
      answers.splice(0, answers.length, ...next);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const recipeText = (title: string, ingredients: string[]) => `Titre: ${title}
Description: Une recette de test, simple et bonne.
Ingrédients:
${ingredients.map((line) => `- ${line}`).join('\n')}
Instructions:
1. Préparez les ingrédients.
2. Faites cuire doucement.`;
