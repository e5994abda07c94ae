import { describe, expect, it } from 'vitest';
import { expiryDigestMail } from './mails';

describe('expiry digest mail', () => {
  it('lists the items, escaped, with the link to cook them', () => {
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
