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

/** One look for every mail: a card with the product's name, a message and one action. */
function layout(input: {
  firstName: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;background:#fbf6ef;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#2b2622">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<p style="font-size:22px;font-weight:700;color:#b93e22;margin:0 0 24px">${PRODUCT_NAME}</p>
<p style="font-size:16px;line-height:1.5;margin:0 0 12px">${escapeHtml(greeting(input.firstName))}</p>
<p style="font-size:16px;line-height:1.5;margin:0 0 24px">${escapeHtml(input.intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#b93e22;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:999px">${escapeHtml(input.action)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#6b625a;margin:0 0 8px">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:<br><a href="${escapeHtml(input.url)}" style="color:#b93e22;word-break:break-all">${escapeHtml(input.url)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#6b625a;margin:16px 0 0">${escapeHtml(input.outro)}</p>
<p style="font-size:14px;color:#6b625a;margin:24px 0 0">L’équipe ${PRODUCT_NAME} — votre assistant culinaire</p>
</td></tr></table></body></html>`;
}

function text(input: {
  firstName: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): string {
  return [
    greeting(input.firstName),
    '',
    input.intro,
    '',
    `${input.action}\u00a0: ${input.url}`,
    '',
    input.outro,
    '',
    `L’équipe ${PRODUCT_NAME} — votre assistant culinaire`,
  ].join('\n');
}

function mail(subject: string, input: Parameters<typeof layout>[0]): MailContent {
  return { subject, text: text(input), html: layout(input) };
}

export function verificationMail(firstName: string, url: string): MailContent {
  return mail(`Confirmez votre adresse e-mail — ${PRODUCT_NAME}`, {
    firstName,
    intro: `Bienvenue sur ${PRODUCT_NAME}\u202f! Confirmez votre adresse e-mail pour activer votre compte.`,
    action: 'Confirmer mon adresse',
    url,
    outro: 'Ce lien est valable 24 heures. Si vous n’avez pas créé de compte, ignorez ce message.',
  });
}

export function resetPasswordMail(firstName: string, url: string): MailContent {
  return mail(`Réinitialisation de votre mot de passe — ${PRODUCT_NAME}`, {
    firstName,
    intro:
      'Vous avez demandé à réinitialiser votre mot de passe. Choisissez-en un nouveau avec le lien ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    url,
    outro:
      'Ce lien est valable une heure et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.',
  });
}

export function changeEmailMail(firstName: string, url: string): MailContent {
  return mail(`Confirmez votre nouvelle adresse e-mail — ${PRODUCT_NAME}`, {
    firstName,
    intro:
      'Vous avez demandé à changer l’adresse e-mail de votre compte. Confirmez la nouvelle adresse avec le lien ci-dessous.',
    action: 'Confirmer la nouvelle adresse',
    url,
    outro:
      'Ce lien est valable 24 heures. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: rien ne change.',
  });
}
