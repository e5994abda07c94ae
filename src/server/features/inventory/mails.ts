import { PRODUCT_NAME } from '../../../shared/constants';
import { mail, type MailContent } from '../../platform/mail/layout';

/** The morning digest of the fridge: what expires soon or has expired, and what to cook. */
export function expiryDigestMail(
  firstName: string,
  notice: { title: string; message: string; lines: readonly string[] },
  url: string,
): MailContent {
  return mail(`${notice.title} — ${PRODUCT_NAME}`, {
    firstName,
    intro: notice.message,
    list: notice.lines,
    action: 'Voir les recettes avec ces aliments',
    url,
    outro:
      'Vous recevez ce message parce que vous l’avez demandé dans vos paramètres («\u00a0Frigo et courses\u00a0»)\u202f; vous pouvez l’arrêter au même endroit.',
  });
}
