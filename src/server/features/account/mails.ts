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
