import { PRODUCT_NAME } from '../../../shared/constants';
import { mail, type MailContent } from '../../platform/mail/layout';

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
