import { describe, expect, it } from 'vitest';
import { copyrightYears, withCopyrightYears } from './copyright';

describe('copyrightYears', () => {
  it('is the first year alone during 2025, then a range to the current year', () => {
    expect(copyrightYears(new Date(2025, 5, 1))).toBe('2025');
    expect(copyrightYears(new Date(2026, 10, 26))).toBe('2025–2026');
    expect(copyrightYears(new Date(2031, 0, 1))).toBe('2025–2031');
  });
});

describe('withCopyrightYears', () => {
  it('rewrites the years of the footer, whatever the build wrote', () => {
    const built =
      '<p>© <span data-copyright-years="">2025–2026</span> Popote. Tous droits réservés.</p>';
    expect(withCopyrightYears(built, new Date(2028, 2, 3))).toBe(
      '<p>© <span data-copyright-years="">2025–2028</span> Popote. Tous droits réservés.</p>',
    );
    expect(withCopyrightYears('<p>2025</p>', new Date(2028, 2, 3))).toBe('<p>2025</p>');
  });
});
