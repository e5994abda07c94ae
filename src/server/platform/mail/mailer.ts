import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Config } from '../../env';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (verification, password-reset…), for the outbox and logs. */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/**
 * Mails go to SMTP_URL when set; otherwise into the local outbox, with their links logged outside
 * production only.
 */
export function createMailer(deps: {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'isProduction'>;
  db: Database;
  logger: Logger;
}): Mailer {
  const { config, db, logger } = deps;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        logger.info({ to: message.to, kind: message.kind }, 'Mail sent');
      },
    };
  }
  return {
    async send(message) {
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
      });
      // A reset, invitation or e-mail-change link is a key to an account: never in production
      // logs (there, without SMTP_URL, no mail reaches anyone and the mailbox is not served).
      if (config.isProduction) {
        logger.warn(
          { to: message.to, kind: message.kind },
          'Mail kept in the outbox: set SMTP_URL',
        );
        return;
      }
      const links = message.text.match(URL_PATTERN) ?? [];
      logger.info(
        { to: message.to, links },
        `Mail (local mailbox /dev/mailbox): ${message.subject}`,
      );
    },
  };
}
