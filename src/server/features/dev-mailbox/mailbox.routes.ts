import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema';
import type { AppEnv } from '../../platform/context';
import type { HouseholdServices } from '../household';
import { AppError } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { renderMailList, renderMailPage } from './mailbox.views';

const LIST_LIMIT = 100;
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

function listMails(db: HouseholdServices['db']) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(LIST_LIMIT);
}

/** JSON view of the local outbox (GET /api/dev/mailbox), for tests and tools. */
export function devMailboxApi({ db }: HouseholdServices) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const mails = await listMails(db);
    return c.json({
      items: mails.map((mail) => ({
        id: mail.id,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: mail.text.match(URL_PATTERN) ?? [],
        createdAt: mail.createdAt.toISOString(),
      })),
    });
  });
}

/** The local mailbox pages (GET /dev/mailbox, /dev/mailbox/:id), outside production only. */
export function devMailboxPages({ db }: HouseholdServices) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.html(renderMailList(await listMails(db))))
    .get('/:id', validate('param', z.object({ id: z.uuid() })), async (c) => {
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, c.req.valid('param').id));
      if (!mail) throw new AppError('NOT_FOUND');
      return c.html(renderMailPage(mail));
    });
}
