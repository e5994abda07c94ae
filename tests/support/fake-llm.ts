import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: {
    role: string;
    content: string | null;
    tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    tool_call_id?: string;
  }[];
  temperature: number;
  max_tokens: number;
  top_p: number;
  stream?: boolean;
  tools?: { type: 'function'; function: { name: string } }[];
}

/** A function the fake model calls, with its arguments. */
export interface FakeToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** What the fake server answers next: text, tool calls, or an HTTP error status. */
export type FakeAnswer = { content: string } | { toolCalls: FakeToolCall[] } | { status: number };

/** A streamed answer as OpenAI sends it: server-sent events, the text in a few pieces. */
function streamEvents(answer: { content: string } | { toolCalls: FakeToolCall[] }): string {
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: 'test',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const events = [chunk({ role: 'assistant', content: '' })];
  if ('content' in answer) {
    for (const piece of answer.content.match(/.{1,12}/gsu) ?? []) {
      events.push(chunk({ content: piece }));
    }
    events.push(chunk({}, 'stop'));
  } else {
    answer.toolCalls.forEach((call, index) => {
      events.push(
        chunk({
          tool_calls: [
            {
              index,
              id: `call_${index}`,
              type: 'function',
              function: { name: call.name, arguments: JSON.stringify(call.arguments) },
            },
          ],
        }),
      );
    });
    events.push(chunk({}, 'tool_calls'));
  }
  return `${events.join('')}data: [DONE]\n\n`;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A local OpenAI-compatible chat-completions server: answers are queued by the test (the
 * last one repeats) and every request is recorded. Streamed requests get server-sent events,
 * including tool calls, as OpenAI sends them.
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
      const body = (await readJson(request)) as ChatRequest;
      requests.push(body);
      const answer = answers.length > 1 ? answers.shift()! : answers[0];
      if (!answer || 'status' in answer) {
        response.writeHead(answer?.status ?? 500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'unavailable' } }));
        return;
      }
      if (body.stream) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.end(streamEvents(answer));
        return;
      }
      if ('toolCalls' in answer) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'tool calls are only streamed here' } }));
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
