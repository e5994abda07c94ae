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

interface MailBody {
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

function mail(subject: string, input: MailBody): MailContent {
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

export function householdInvitationMail(
  inviterFirstName: string,
  url: string,
  validDays: number,
): MailContent {
  const inviter = inviterFirstName.trim() || 'Un membre de Popote';
  return mail(`${inviter} vous invite à rejoindre son foyer sur ${PRODUCT_NAME}`, {
    firstName: '',
    intro: `${inviter} vous invite à partager son foyer sur ${PRODUCT_NAME}\u202f: la même liste de courses, le même planning des repas et le même frigo, avec l’abonnement du foyer. Vos favoris et vos réglages restent les vôtres.`,
    action: 'Rejoindre le foyer',
    url,
    outro: `Ce lien est valable ${validDays} jours et ne sert qu’une fois. Si vous ne connaissez pas ${inviter}, ignorez ce message.`,
  });
}

export function householdRemovedMail(firstName: string, ownerFirstName: string, url: string) {
  return mail(`Vous ne faites plus partie d’un foyer ${PRODUCT_NAME}`, {
    firstName,
    intro: `${ownerFirstName.trim() || 'Le responsable du foyer'} vous a retiré(e) de son foyer. Votre compte, vos favoris et vos réglages sont conservés\u00a0; la liste de courses, le planning et le frigo restent au foyer.`,
    action: 'Ouvrir Popote',
    url,
    outro: 'Pour continuer à utiliser Popote, vous pouvez souscrire votre propre abonnement.',
  });
}

export function householdOwnerLeftMail(
  firstName: string,
  formerOwner: string,
  newOwner: string,
  url: string,
) {
  return mail(`Votre foyer ${PRODUCT_NAME} a un nouveau responsable`, {
    firstName,
    intro: `${formerOwner.trim() || 'Le responsable de votre foyer'} a supprimé son compte ${PRODUCT_NAME}, et son abonnement a pris fin avec lui. ${newOwner.trim() || 'Le membre le plus ancien'} est désormais responsable du foyer\u00a0; la liste de courses, le planning et le frigo sont conservés.`,
    action: 'Reprendre un abonnement',
    url,
    outro: 'Un seul abonnement suffit pour tout le foyer.',
  });
}

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
