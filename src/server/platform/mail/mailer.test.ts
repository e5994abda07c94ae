import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import type { Logger } from '../logger';
import { createMailer } from './mailer';

const reset = {
  to: 'lea@example.com',
  subject: 'Réinitialisation de votre mot de passe — Popote',
  text: 'Choisir un nouveau mot de passe : https://popote.example.ch/auth/reset-password?token=secret',
  html: '<p>…</p>',
  kind: 'reset-password' as const,
};

function outboxMailer(isProduction: boolean) {
  const values = vi.fn(async () => undefined);
  const db = { insert: () => ({ values }) } as unknown as Database;
  const logged: unknown[][] = [];
  const record = (...args: unknown[]) => void logged.push(args);
  const logger = { info: record, warn: record, error: record } as unknown as Logger;
  const mailer = createMailer({
    config: { smtpUrl: undefined, mailFrom: 'Popote <bonjour@popote.localhost>', isProduction },
    db,
    logger,
  });
  return { mailer, values, logged };
}

describe('the local outbox', () => {
  it('prints the links of a mail for the person running Popote on their machine', async () => {
    const { mailer, values, logged } = outboxMailer(false);
    await mailer.send(reset);
    expect(values).toHaveBeenCalledOnce();
    expect(JSON.stringify(logged)).toContain('token=secret');
  });

  it('never writes a reset link to the logs in production', async () => {
    const { mailer, values, logged } = outboxMailer(true);
    await mailer.send(reset);
    expect(values).toHaveBeenCalledOnce();
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('token=secret');
    expect(JSON.stringify(logged)).toContain('SMTP_URL');
  });
});
