import { describe, expect, it } from 'vitest';
import { expiryDigestMail, resetPasswordMail, verificationMail } from './templates';

describe('mail templates', () => {
  it('greet by first name, name Popote and carry the link in text and HTML', () => {
    const url = 'http://localhost:3000/auth/reset-password?token=abc';
    const mail = resetPasswordMail('Léa', url);
    expect(mail.subject).toContain('Popote');
    expect(mail.text).toContain('Bonjour Léa,');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('href="http://localhost:3000/auth/reset-password?token=abc"');
    expect(mail.html).toContain('lang="fr"');
  });

  it('escape what the user typed', () => {
    const mail = verificationMail('<script>alert(1)</script>', 'http://localhost:3000/x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });

  it('greet without a name when there is none', () => {
    expect(verificationMail('  ', 'http://x').text.startsWith('Bonjour,')).toBe(true);
  });

  it('list the digest’s items, escaped, with the link to cook them', () => {
    const url = 'http://localhost:3000/dashboard/feed?fridge=1&priority=abc';
    const mail = expiryDigestMail(
      'Léa',
      {
        title: 'À consommer rapidement',
        message: 'Lait et <b>Yaourts</b> expirent bientôt.',
        lines: ['Lait\u00a0: expire demain', '<b>Yaourts</b>\u00a0: expire aujourd’hui'],
      },
      url,
    );
    expect(mail.subject).toBe('À consommer rapidement — Popote');
    expect(mail.text).toContain('- Lait\u00a0: expire demain\n');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain('<li>Lait\u00a0: expire demain</li>');
    expect(mail.html).toContain('&#60;b&#62;Yaourts');
    expect(mail.html).toContain(
      'href="http://localhost:3000/dashboard/feed?fridge=1&#38;priority=abc"',
    );
  });
});
