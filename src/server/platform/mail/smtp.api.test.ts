import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/support/auth';
import { createTestApp } from '../../../../tests/support/test-app';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Popote <bonjour@popote.test>',
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP_URL', () => {
  it('sends the confirmation mail through the SMTP server, in French, HTML and text', async () => {
    const { user } = await signUp(t.app);
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const mail = received.find((item) => item.to.includes(user.email))!;
    expect(mail.from).toBe('bonjour@popote.test');
    expect(mail.data).toMatch(/Content-Type: text\/plain/i);
    expect(mail.data).toMatch(/Content-Type: text\/html/i);
    expect(mail.data).toContain('verify-email?token=');
  });
});
