import { describe, expect, it } from 'vitest';
import { expiryNotice, expiryWhen, listNames } from './expiry-notice';

const TODAY = '2026-11-22';
let next = 0;
const item = (name: string, expirationDate = '2026-11-23') => ({
  id: `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`,
  name,
  expirationDate,
});

describe('listNames', () => {
  it('joins names the French way and says when the verb takes the plural', () => {
    expect(listNames(['Lait'])).toEqual({ text: 'Lait', plural: false });
    expect(listNames(['Lait', 'Yaourts'])).toEqual({ text: 'Lait et Yaourts', plural: true });
    expect(listNames(['Lait', 'Beurre', 'Yaourts']).text).toBe('Lait, Beurre et Yaourts');
  });

  it('counts the rest past three names', () => {
    expect(listNames(['Lait', 'Beurre', 'Œufs', 'Yaourts']).text).toBe(
      'Lait, Beurre, Œufs et 1 autre aliment',
    );
    expect(listNames(['Lait', 'Beurre', 'Œufs', 'Yaourts', 'Jambon']).text).toBe(
      'Lait, Beurre, Œufs et 2 autres aliments',
    );
  });
});

describe('expiryNotice', () => {
  it('says what expires soon, singular and plural', () => {
    expect(expiryNotice({ soon: [item('Lait')], expired: [] }, TODAY)).toMatchObject({
      title: 'À consommer rapidement',
      message: 'Lait expire bientôt.',
    });
    expect(
      expiryNotice({ soon: [item('Lait'), item('Yaourts')], expired: [] }, TODAY)?.message,
    ).toBe('Lait et Yaourts expirent bientôt.');
  });

  it('says what has expired without guessing the gender of a food', () => {
    const notice = expiryNotice(
      { soon: [], expired: [item('crème fraîche', '2026-11-20')] },
      TODAY,
    );
    expect(notice).toMatchObject({
      title: 'Date dépassée dans votre frigo',
      message: 'Crème fraîche a expiré.',
    });
    expect(
      expiryNotice({ soon: [], expired: [item('Œufs'), item('Jambon')] }, TODAY)?.message,
    ).toBe('Œufs et Jambon ont expiré.');
  });

  it('tells both at once, names each food once, and links to cooking with all of them', () => {
    const milk = item('Lait');
    const otherMilk = item('lait', '2026-11-24');
    const cream = item('Crème', '2026-11-20');
    const notice = expiryNotice({ soon: [milk, otherMilk], expired: [cream] }, TODAY)!;
    expect(notice.message).toBe('Lait expire bientôt. Crème a expiré.');
    expect(notice.link).toBe(
      `/dashboard/feed?fridge=1&priority=${milk.id},${otherMilk.id},${cream.id}`,
    );
    expect(notice.lines).toEqual([
      'Lait\u00a0: expire demain',
      'lait\u00a0: expire après-demain',
      'Crème\u00a0: a expiré le vendredi 20 novembre',
    ]);
  });

  it('has nothing to say without items', () => {
    expect(expiryNotice({ soon: [], expired: [] }, TODAY)).toBeNull();
  });
});

describe('expiryWhen', () => {
  it('says the day in words', () => {
    expect(expiryWhen('2026-11-22', TODAY)).toBe('expire aujourd’hui');
    expect(expiryWhen('2026-11-23', TODAY)).toBe('expire demain');
    expect(expiryWhen('2026-11-24', TODAY)).toBe('expire après-demain');
    expect(expiryWhen('2026-11-21', TODAY)).toBe('a expiré hier');
    expect(expiryWhen('2026-11-19', TODAY)).toBe('a expiré le jeudi 19 novembre');
  });
});
