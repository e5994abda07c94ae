import { describe, expect, it } from 'vitest';
import { resetPasswordMail, verificationMail } from './mails';

describe('auth mails', () => {
  it('send the reset link, valid one hour, to the first name', () => {
    const url = 'http://localhost:3000/auth/reset-password?token=abc';
    const mail = resetPasswordMail('Léa', url);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe — Popote');
    expect(mail.text).toContain('Bonjour Léa,');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('valable une heure');
  });

  it('ask to confirm the address, escaping the name', () => {
    const mail = verificationMail('<script>alert(1)</script>', 'http://localhost:3000/x');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail — Popote');
    expect(mail.html).not.toContain('<script>');
  });
});
