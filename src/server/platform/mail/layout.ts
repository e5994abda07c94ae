// One look for every mail Popote sends (a card with the product's name, a message, one action);
// each feature writes its own mails with it.
import { PRODUCT_NAME } from '../../../shared/constants';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const greeting = (firstName: string) =>
  firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,';

export interface MailBody {
  firstName: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
  /** A short list after the intro (the digest's items). */
  list?: readonly string[];
}

/** One look for every mail: a card with the product's name, a message and one action. */
function layout(input: MailBody): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;background:#fbf6ef;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#2b2622">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<p style="font-size:22px;font-weight:700;color:#b93e22;margin:0 0 24px">${PRODUCT_NAME}</p>
<p style="font-size:16px;line-height:1.5;margin:0 0 12px">${escapeHtml(greeting(input.firstName))}</p>
<p style="font-size:16px;line-height:1.5;margin:0 0 24px">${escapeHtml(input.intro)}</p>
${input.list?.length ? `<ul style="font-size:16px;line-height:1.5;margin:-12px 0 24px;padding-left:20px">${input.list.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>\n` : ''}<p style="margin:0 0 24px"><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#b93e22;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:999px">${escapeHtml(input.action)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#6b625a;margin:0 0 8px">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:<br><a href="${escapeHtml(input.url)}" style="color:#b93e22;word-break:break-all">${escapeHtml(input.url)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#6b625a;margin:16px 0 0">${escapeHtml(input.outro)}</p>
<p style="font-size:14px;color:#6b625a;margin:24px 0 0">L’équipe ${PRODUCT_NAME} — votre assistant culinaire</p>
</td></tr></table></body></html>`;
}

function text(input: MailBody): string {
  return [
    greeting(input.firstName),
    '',
    input.intro,
    '',
    ...(input.list?.length ? [...input.list.map((line) => `- ${line}`), ''] : []),
    `${input.action}\u00a0: ${input.url}`,
    '',
    input.outro,
    '',
    `L’équipe ${PRODUCT_NAME} — votre assistant culinaire`,
  ].join('\n');
}

export function mail(subject: string, input: MailBody): MailContent {
  return { subject, text: text(input), html: layout(input) };
}
