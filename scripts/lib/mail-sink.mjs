// A local SMTP server for the benchmarks: production mode needs a real mail transport
// (SMTP_URL), and a complimentary address counts only once its verification link is followed.
import { EventEmitter } from 'node:events';
import { SMTPServer } from 'smtp-server';

let started;

/** One sink per process: `url` for SMTP_URL, `linkFor(address, path)` waits for a mail's link. */
export function benchMailSink() {
  started ??= start();
  return started;
}

async function start() {
  const mails = [];
  const arrived = new EventEmitter();
  arrived.setMaxListeners(0);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        // Quoted-printable soft breaks and escapes, enough to read the links back.
        const text = data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address, text });
        arrived.emit('mail');
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.server.unref();
  const { port } = server.server.address();

  const find = (to, path) =>
    mails
      .filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
      .map((mail) => mail.text.match(new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`))?.[0])
      .find(Boolean);

  return {
    url: `smtp://127.0.0.1:${port}`,
    async linkFor(to, path, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const link = find(to, path);
        if (link) return link;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} with ${path}`);
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 200);
          arrived.once('mail', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}
