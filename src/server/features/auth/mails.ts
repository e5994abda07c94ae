import { PRODUCT_NAME } from '../../../shared/constants';
import { mail, type MailContent } from '../../platform/mail/layout';

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
