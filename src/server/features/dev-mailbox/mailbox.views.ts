import type { mailOutbox } from '../../db/schema';

type Mail = typeof mailOutbox.$inferSelect;

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const dateTime = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'short', timeStyle: 'medium' });

const page = (title: string, body: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} — Popote</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#fbf6ef;color:#2b2622}
header{background:#b93e22;color:#fff;padding:12px 20px}header a{color:#fff}
main{max-width:900px;margin:0 auto;padding:20px}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:12px;overflow:hidden}
td,th{padding:10px 12px;border-bottom:1px solid #eee;text-align:left;font-size:15px}
a{color:#b93e22}.empty{padding:40px;text-align:center;color:#6b625a}
</style></head><body><header><strong>Popote</strong> · Boîte aux lettres locale (hors production)</header><main>${body}</main></body></html>`;

export function renderMailList(mails: Mail[]): string {
  if (mails.length === 0) {
    return page('Boîte aux lettres', '<p class="empty">Aucun e-mail pour l’instant.</p>');
  }
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escape(dateTime.format(mail.createdAt))}</td><td>${escape(mail.toAddress)}</td>` +
        `<td><a href="/dev/mailbox/${mail.id}">${escape(mail.subject)}</a></td></tr>`,
    )
    .join('');
  return page(
    'Boîte aux lettres',
    `<h1>E-mails envoyés</h1><table><thead><tr><th>Date</th><th>Destinataire</th><th>Objet</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** One mail: its headers, then the HTML Popote generated (its values already escaped). */
export function renderMailPage(mail: Mail): string {
  return page(
    mail.subject,
    `<p><a href="/dev/mailbox">← Tous les e-mails</a></p>
<p><strong>À\u00a0:</strong> ${escape(mail.toAddress)}<br><strong>Objet\u00a0:</strong> ${escape(mail.subject)}</p>
${mail.html.replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/g, '')}`,
  );
}
