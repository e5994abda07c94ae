import { PRODUCT_NAME } from '../../../shared/constants';
import { mail, type MailContent } from '../../platform/mail/layout';

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

/** To the former address, once the change is done: who to warn if it was not them. */
export function emailChangedMail(firstName: string, newEmail: string, url: string): MailContent {
  return mail(`Votre adresse e-mail a changé — ${PRODUCT_NAME}`, {
    firstName,
    intro: `L’adresse e-mail de votre compte ${PRODUCT_NAME} est désormais ${newEmail}. Vos autres appareils ont été déconnectés, et les liens envoyés à cette adresse-ci ne fonctionnent plus.`,
    action: 'Ouvrir Popote',
    url,
    outro:
      'Si vous n’êtes pas à l’origine de ce changement, répondez à ce message sans attendre\u00a0: nous vous aiderons à récupérer votre compte.',
  });
}
