import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedUser } from '../../tests/support/auth';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process';
import { createTestDatabase, TEST_BASE_URL, type TestDatabase } from '../../tests/support/test-app';
import { shoppingItems } from './db/schema';

// A graceful stop (SIGTERM) of a real server process: in-flight requests finish, connections
// with nothing under way do not hold the process until SHUTDOWN_TIMEOUT_MS.
const SHUTDOWN_TIMEOUT_MS = 10_000;

let database: TestDatabase | undefined;
let server: ServerProcess | undefined;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess({
    databaseUrl: database.url,
    env: { SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) },
  });
}, 45_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  try {
    await server?.stop();
  } finally {
    await database?.drop();
  }
});

async function connect(): Promise<net.Socket> {
  const { port, hostname } = new URL(server!.url);
  const socket = net.connect(Number(port), hostname);
  sockets.push(socket);
  await once(socket, 'connect');
  return socket;
}

/** Everything the server writes on the socket until it closes it (or `until` matches). */
function readAll(socket: net.Socket, until?: RegExp): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      if (until?.test(text)) resolve(text);
    });
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
}

describe('a graceful stop', () => {
  it('ends at once despite idle connections, after the request in flight is answered', async () => {
    const lea = await subscribedUser(server!, database!.db);

    // A connection that never sends anything (a browser's preconnect, a port scanner).
    const silent = await connect();
    const silentClosed = once(silent, 'close');
    // A keep-alive connection whose request was answered, left open.
    const idle = await connect();
    const answered = readAll(idle, /"status":"ok"/);
    idle.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    // A request under way: its headers are sent, its body is still coming.
    const body = JSON.stringify({ name: 'Sel de Guérande' });
    const busy = await connect();
    const reply = readAll(busy, /\r\n\r\n[\s\S]*"items"/);
    busy.write(
      [
        'POST /api/shopping-items HTTP/1.1',
        'Host: localhost',
        `Origin: ${TEST_BASE_URL}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Cookie: ${lea.cookie}`,
        '',
        '',
      ].join('\r\n'),
    );
    await sleep(200);

    const stoppedAt = Date.now();
    process.kill(server!.pid, 'SIGTERM');
    await sleep(300);
    busy.write(body);

    expect(await reply).toMatch(/^HTTP\/1\.1 201/);
    const exit = await server!.exited();
    const took = Date.now() - stoppedAt;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(took, `the stop took ${took} ms`).toBeLessThan(3_000);
    await silentClosed;
    const stored = await database!.db
      .select()
      .from(shoppingItems)
      .where(eq(shoppingItems.householdId, lea.householdId));
    expect(stored.map((row) => row.name)).toEqual(['Sel de Guérande']);
  }, 30_000);
});
