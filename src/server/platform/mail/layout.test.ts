import { describe, expect, it } from 'vitest';
import { mail } from './layout';

const body = {
  firstName: 'Léa',
  intro: 'Un message.',
  action: 'Ouvrir',
  url: 'http://localhost:3000/auth/reset-password?token=abc',
  outro: 'À bientôt.',
};

describe('mail layout', () => {
  it('greets by first name, names Popote and carries the link in text and HTML', () => {
    const sent = mail('Sujet — Popote', body);
    expect(sent.subject).toBe('Sujet — Popote');
    expect(sent.text).toContain('Bonjour Léa,');
    expect(sent.text).toContain(`Ouvrir\u00a0: ${body.url}`);
    expect(sent.html).toContain('href="http://localhost:3000/auth/reset-password?token=abc"');
    expect(sent.html).toContain('lang="fr"');
    expect(sent.html).toContain('L’équipe Popote');
  });

  it('escapes what the user typed', () => {
    const sent = mail('Sujet', { ...body, firstName: '<script>alert(1)</script>' });
    expect(sent.html).not.toContain('<script>');
    expect(sent.html).toContain('&#60;script&#62;');
  });

  it('greets without a name when there is none', () => {
    expect(mail('Sujet', { ...body, firstName: '  ' }).text.startsWith('Bonjour,')).toBe(true);
  });

  it('lists items, escaped, after the intro', () => {
    const sent = mail('Sujet', { ...body, list: ['Lait', '<b>Yaourts</b>'] });
    expect(sent.text).toContain('Un message.\n\n- Lait\n- <b>Yaourts</b>\n');
    expect(sent.html).toContain('<li>Lait</li>');
    expect(sent.html).toContain('&#60;b&#62;Yaourts');
  });
});
