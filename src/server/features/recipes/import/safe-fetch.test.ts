import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

const RECIPE = readFileSync(new URL('./fixtures/jsonld-graph.html', import.meta.url), 'utf8');
const USER_AGENT = 'Popote/1.0 (+http://localhost:3000)';

let server: Server;
let port = 0;
let origin = '';
/** What the test server received: path, Host and User-Agent of each request. */
let seen: { path: string; host?: string; userAgent?: string }[] = [];
/** Requests the slow route holds open, answered when the tests end. */
const held: ServerResponse[] = [];

function route(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '/';
  seen.push({ path, host: request.headers.host, userAgent: request.headers['user-agent'] });
  const html = (body: string | Buffer, type = 'text/html; charset=utf-8') => {
    response.writeHead(200, { 'content-type': type });
    response.end(body);
  };
  const redirect = (location: string, status = 302) => {
    response.writeHead(status, { location });
    response.end();
  };
  if (path === '/recette') return html(RECIPE);
  if (path === '/xhtml') return html(RECIPE, 'application/xhtml+xml');
  if (path === '/latin1')
    return html(Buffer.from('<h1>Crème brûlée</h1>', 'latin1'), 'text/html; charset=ISO-8859-1');
  if (path === '/json') return html('{"name":"Tarte"}', 'application/json');
  if (path === '/missing') {
    response.writeHead(404, { 'content-type': 'text/html' });
    return response.end('<h1>Introuvable</h1>');
  }
  if (path === '/huge') {
    // Four megabytes, streamed without a length: the client must stop reading at three.
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < 4 * 1024 * 1024) {
        sent += chunk.length;
        if (!response.write(chunk)) return response.once('drain', write);
      }
      response.end();
    };
    response.on('error', () => {});
    return write();
  }
  if (path === '/huge-declared') {
    response.writeHead(200, { 'content-type': 'text/html', 'content-length': 5 * 1024 * 1024 });
    response.on('error', () => {});
    return response.write('<html>');
  }
  if (path === '/slow') return held.push(response);
  if (path === '/trickle') {
    // The headers and the page's first bytes, then nothing.
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<html><h1>Tarte');
    return held.push(response);
  }
  if (path === '/loop/a') return redirect('/loop/b');
  if (path === '/loop/b') return redirect('/loop/a', 301);
  const chain = /^\/chain\/(\d+)$/.exec(path);
  if (chain) {
    const left = Number(chain[1]);
    return redirect(left <= 1 ? '/recette' : `/chain/${left - 1}`, 307);
  }
  if (path === '/to-private') return redirect('http://10.0.0.1/recette');
  if (path === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/', 301);
  if (path === '/to-mapped-loopback') return redirect(`http://[::ffff:127.0.0.1]:${port}/recette`);
  if (path === '/to-other-port') return redirect('http://127.0.0.1:1/recette');
  if (path === '/to-ftp') return redirect('ftp://ftp.example.org/recette.html');
  if (path === '/to-credentials') return redirect(`http://user:pass@127.0.0.1:${port}/recette`);
  if (path === '/to-nowhere') return redirect('');
  response.writeHead(500);
  response.end();
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const response of held) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

/** Options that let this machine's test server through (by address and port). */
const allowed = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  allowedHosts: [{ host: '127.0.0.1', port }],
  userAgent: USER_AGENT,
  ...extra,
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('the fetch was not refused');
}

describe('safeFetch', () => {
  it('fetches an allowed page, naming Popote in its user agent', async () => {
    const page = await safeFetch(`${origin}/recette#ingredients`, allowed());
    expect(page.url).toBe(`${origin}/recette`);
    expect(page.html).toContain('Blanquette de veau');
    expect(seen).toEqual([{ path: '/recette', host: `127.0.0.1:${port}`, userAgent: USER_AGENT }]);
    expect((await safeFetch(`${origin}/xhtml`, allowed())).html).toContain('Blanquette');
  });

  it('decodes the charset the page declares', async () => {
    expect((await safeFetch(`${origin}/latin1`, allowed())).html).toBe('<h1>Crème brûlée</h1>');
  });

  it('refuses a loopback address that is not allowed, without connecting', async () => {
    const error = await refusal(safeFetch(`${origin}/recette`, allowed({ allowedHosts: [] })));
    expect(error.code).toBe('IMPORT_ADDRESS_REFUSED');
    expect(error.message).toMatch(/^Popote ne peut pas ouvrir cette adresse/);
    // Allowed on another port only: not this one.
    const otherPort = allowed({ allowedHosts: [{ host: '127.0.0.1', port: port + 1 }] });
    expect((await refusal(safeFetch(`${origin}/recette`, otherPort))).code).toBe(
      'IMPORT_ADDRESS_REFUSED',
    );
    for (const address of [
      'http://localhost/',
      'http://[::1]/',
      'http://2130706433/',
      'http://0x7f.1/',
    ])
      expect((await refusal(safeFetch(address, allowed()))).code).toBe('IMPORT_ADDRESS_REFUSED');
    expect(seen).toEqual([]);
  });

  it('refuses what is not an http(s) link without credentials', async () => {
    for (const address of [
      `http://user:pass@127.0.0.1:${port}/recette`,
      `http://user@127.0.0.1:${port}/recette`,
      'ftp://ftp.example.org/recette.html',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<h1>Tarte</h1>',
      'pas une adresse',
      '/recette',
    ]) {
      const error = await refusal(safeFetch(address, allowed()));
      expect(error.code, address).toBe('IMPORT_URL_INVALID');
    }
    expect(seen).toEqual([]);
  });

  it('connects to the address it checked, whatever the name resolves to later', async () => {
    let lookups = 0;
    const page = await safeFetch(
      `http://recettes.test:${port}/recette`,
      allowed({
        allowedHosts: [{ host: 'recettes.test' }],
        resolve: async () => {
          lookups += 1;
          return [{ address: '127.0.0.1', family: 4 }];
        },
      }),
    );
    expect(page.html).toContain('Blanquette');
    // Resolved once; the connection went to the checked address, under the page's own name.
    expect(lookups).toBe(1);
    expect(seen[0]!.host).toBe(`recettes.test:${port}`);
  });

  it('tries each address it checked, and only those', async () => {
    // Nothing listens on 127.0.0.2 at this port: the connection falls back on 127.0.0.1.
    const page = await safeFetch(
      `http://recettes.test:${port}/recette`,
      allowed({
        allowedHosts: [{ host: 'recettes.test', port }],
        resolve: async () => [
          { address: '127.0.0.2', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ],
      }),
    );
    expect(page.html).toContain('Blanquette');
  });

  it('refuses a name when any of its addresses is not public, and says when it does not exist', async () => {
    const mixed = allowed({
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
    });
    expect((await refusal(safeFetch('https://recettes.example/tarte', mixed))).code).toBe(
      'IMPORT_ADDRESS_REFUSED',
    );
    const mapped = allowed({ resolve: async () => [{ address: '::ffff:192.168.1.1', family: 6 }] });
    expect((await refusal(safeFetch('https://recettes.example/tarte', mapped))).code).toBe(
      'IMPORT_ADDRESS_REFUSED',
    );
    const unknown = allowed({
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    const error = await refusal(safeFetch('https://introuvable.example/', unknown));
    expect(error.code).toBe('IMPORT_HOST_NOT_FOUND');
  });

  it('follows redirects, each one checked, at most five', async () => {
    const page = await safeFetch(`${origin}/chain/5`, allowed());
    expect(page.url).toBe(`${origin}/recette`);
    // Five redirects, then the page.
    expect(seen).toHaveLength(6);

    seen = [];
    const error = await refusal(safeFetch(`${origin}/chain/6`, allowed()));
    expect(error.code).toBe('IMPORT_TOO_MANY_REDIRECTS');
    // The sixth redirect is not followed.
    expect(seen).toHaveLength(6);
    expect(seen.map((request) => request.path)).not.toContain('/recette');

    const loop = await refusal(safeFetch(`${origin}/loop/a`, allowed()));
    expect(loop.code).toBe('IMPORT_TOO_MANY_REDIRECTS');
    expect(loop.message).toMatch(/^Ce lien renvoie vers trop d’autres adresses/);
  });

  it('refuses a redirect to a private, link-local or unallowed loopback address', async () => {
    for (const path of ['/to-private', '/to-metadata', '/to-mapped-loopback', '/to-other-port']) {
      const error = await refusal(safeFetch(`${origin}${path}`, allowed()));
      expect(error.code, path).toBe('IMPORT_ADDRESS_REFUSED');
    }
    for (const path of ['/to-ftp', '/to-credentials']) {
      const error = await refusal(safeFetch(`${origin}${path}`, allowed()));
      expect(error.code, path).toBe('IMPORT_URL_INVALID');
    }
    // Only the first hop of each reached the server.
    expect(seen.map((request) => request.path)).toEqual([
      '/to-private',
      '/to-metadata',
      '/to-mapped-loopback',
      '/to-other-port',
      '/to-ftp',
      '/to-credentials',
    ]);
  });

  it('stops reading a page past 3 MB, streamed or declared', async () => {
    const streamed = await refusal(safeFetch(`${origin}/huge`, allowed()));
    expect(streamed.code).toBe('IMPORT_TOO_LARGE');
    expect(streamed.message).toBe(
      'Cette page est trop volumineuse pour être importée (plus de 3\u00a0Mo).',
    );
    expect((await refusal(safeFetch(`${origin}/huge-declared`, allowed()))).code).toBe(
      'IMPORT_TOO_LARGE',
    );
  });

  it('gives up on a server that does not answer in time', async () => {
    const error = await refusal(safeFetch(`${origin}/slow`, allowed({ timeoutMs: 150 })));
    expect(error.code).toBe('IMPORT_TIMEOUT');
    expect(error.message).toMatch(/^Le site de la recette met trop de temps à répondre/);
    const trickle = await refusal(safeFetch(`${origin}/trickle`, allowed({ timeoutMs: 150 })));
    expect(trickle.code).toBe('IMPORT_TIMEOUT');
  });

  it('accepts only HTML pages that answered', async () => {
    expect((await refusal(safeFetch(`${origin}/json`, allowed()))).code).toBe('IMPORT_NOT_HTML');
    expect((await refusal(safeFetch(`${origin}/missing`, allowed()))).code).toBe(
      'IMPORT_PAGE_UNAVAILABLE',
    );
    expect((await refusal(safeFetch(`${origin}/to-nowhere`, allowed()))).code).toBe(
      'IMPORT_PAGE_UNAVAILABLE',
    );
    // Nothing listens on port 1 of this machine.
    const closed = allowed({ allowedHosts: [{ host: '127.0.0.1' }] });
    expect((await refusal(safeFetch('http://127.0.0.1:1/', closed))).code).toBe(
      'IMPORT_PAGE_UNAVAILABLE',
    );
  });
});
