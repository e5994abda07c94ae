import { describe, expect, it } from 'vitest';
import type { ParsedUnit } from './constants';
import { PURCHASE_RULE_IDS, purchaseRule } from './food/purchase-units';
import { ALL_INGREDIENTS, findIngredient, ingredientById } from './food/taxonomy';
import { parseIngredientLine } from './ingredient-line';
import { listLine, listLineText } from './list-line';
import { shoppingRowFacts } from './shopping-row';

/** A recipe line as the list holds it: parsed and recognised like add-items does. */
function rowLine(line: string): string {
  const parsed = parseIngredientLine(line);
  const facts = shoppingRowFacts({ name: parsed.name, quantity: parsed.quantity });
  return listLineText(
    listLine({
      name: parsed.name,
      ingredientId: facts.ingredientId,
      amount: facts.amount,
      unit: parsed.unit,
      typed: parsed.quantity,
    }),
  );
}

describe('purchase units', () => {
  it('rounds thyme, garlic and coriander up to what the shop sells, keeping the need', () => {
    expect(rowLine('4 brins de thym')).toBe('1 bouquet de thym · 4 brins');
    expect(rowLine('12 gousses d’ail')).toBe('1 tête d’ail · 12 gousses');
    expect(rowLine("2 gousses d'ail")).toBe('1 tête d’ail · 2 gousses');
    expect(rowLine('1 gousse d’ail')).toBe('1 tête d’ail · 1 gousse');
    expect(rowLine('13 gousses d’ail')).toBe('2 têtes d’ail · 13 gousses');
    // A row named in the list's dialog starts with a capital; the need is still a count.
    expect(rowLine('3 Gousses d’ail')).toBe('1 tête d’ail · 3 gousses');
    expect(rowLine('30 g de coriandre')).toBe('1 bouquet de coriandre · 30 g');
    expect(rowLine('45 g de coriandre')).toBe('2 bouquets de coriandre · 45 g');
    expect(rowLine('10 feuilles de basilic')).toBe('1 bouquet de basilic · 10 feuilles');
    expect(rowLine('2 càs de persil')).toBe('1 bouquet de persil · 2 càs');
    expect(rowLine('1 bouquet de coriandre')).toBe('1 bouquet de coriandre');
    expect(rowLine('½ bouquet de persil plat')).toBe('1 bouquet de persil plat · ½ bouquet');
  });

  it('sells flour, sugar, pasta and rice in packets, milk in bricks, chocolate in bars', () => {
    expect(rowLine('250 g de farine')).toBe('1 paquet de farine · 250 g');
    expect(rowLine('1,5 kg de farine')).toBe('2 paquets de farine · 1,5 kg');
    expect(rowLine('2 càs de farine')).toBe('1 paquet de farine · 2 càs');
    expect(rowLine('100 g de sucre')).toBe('1 paquet de sucre · 100 g');
    expect(rowLine('700 g de rigatonis')).toBe('2 paquets de rigatonis · 700 g');
    expect(rowLine('300 g de riz basmati')).toBe('1 paquet de riz basmati · 300 g');
    expect(rowLine('50 cl de lait')).toBe('1 brique de lait · 50 cl');
    expect(rowLine('1,5 l de lait')).toBe('2 briques de lait · 1,5 l');
    expect(rowLine('200 g de chocolat noir')).toBe('2 tablettes de chocolat noir · 200 g');
    expect(rowLine('20 cl de crème fraîche')).toBe('1 pot de crème fraîche · 20 cl');
    expect(rowLine('400 g de tomates concassées')).toBe('1 boîte de tomates concassées · 400 g');
  });

  it('counts bunches and pieces: radishes, spring onions, cabbage, cucumber', () => {
    expect(rowLine('10 radis')).toBe('1 botte de radis · 10 radis');
    expect(rowLine('1 botte de radis')).toBe('1 botte de radis');
    expect(rowLine('½ chou')).toBe('1 chou · ½ chou');
    expect(rowLine('2 concombres')).toBe('2 concombres');
    expect(rowLine('500 g de courge')).toBe('1 courge · 500 g');
    expect(rowLine('2 yaourts')).toBe('2 pots de yaourt');
  });

  it('leaves foods sold as they are, in French that agrees', () => {
    expect(rowLine('2 pincées de sel')).toBe('2 pincées de sel');
    expect(rowLine('1 pincée de sel')).toBe('1 pincée de sel');
    expect(rowLine('2 échalotes')).toBe('2 échalotes');
    expect(rowLine('1 œuf')).toBe('1 œuf');
    expect(rowLine('2 œufs')).toBe('2 œufs');
    expect(rowLine('3 carottes')).toBe('3 carottes');
    expect(rowLine('2 feuilles de laurier')).toBe('2 feuilles de laurier');
    expect(rowLine('500 g de carottes')).toBe('500 g de carottes');
    expect(rowLine('2 càs d’huile d’olive')).toBe('2 càs d’huile d’olive');
    expect(rowLine('½ citron')).toBe('½ citron');
  });

  it('agrees a sum: two rows of « 1 échalote » are « 2 échalotes », « 1 œufs » is « 1 œuf »', () => {
    const line = (name: string, amount: number, unit: ParsedUnit = 'unité') =>
      listLineText(
        listLine({ name, ingredientId: findIngredient(name)?.id ?? null, amount, unit, typed: '' }),
      );
    expect(line('échalote', 2)).toBe('2 échalotes');
    expect(line('œufs', 1)).toBe('1 œuf');
    expect(line('pincée de sel', 1)).toBe('1 pincée de sel');
    expect(line('sel', 2, 'pincée')).toBe('2 pincées de sel');
    expect(line('Pain', 2)).toBe('2 pains');
    expect(line('Kouign', 2)).toBe('2 Kouigns');
  });

  it('writes a quantity that is not a number as typed', () => {
    expect(
      listLineText(
        listLine({
          name: 'brins de thym',
          ingredientId: null,
          amount: null,
          unit: 'unité',
          typed: 'quelques',
        }),
      ),
    ).toBe('quelques brins de thym');
  });

  it('gives every rule to a food the taxonomy knows, and herbs their bouquet', () => {
    for (const id of PURCHASE_RULE_IDS) expect(ingredientById(id), id).toBeDefined();
    for (const id of ['thym', 'persil-plat', 'coriandre', 'ciboulette', 'aneth', 'sauge'])
      expect(purchaseRule(ingredientById(id))?.unit, id).toBe('bouquet');
    expect(purchaseRule(ingredientById('ail'))?.unit).toBe('tête');
    expect(purchaseRule(ingredientById('riz-basmati'))).toMatchObject({
      unit: 'paquet',
      grams: 1000,
    });
    expect(purchaseRule(ingredientById('lait-demi-ecreme'))).toMatchObject({
      unit: 'brique',
      millilitres: 1000,
    });
    expect(purchaseRule(ingredientById('carotte'))).toBeUndefined();
  });
});

/**
 * Every ingredient of the catalogue, in every unit a list line can hold, 1 and 2 of it, as the
 * list writes it: no « 2 pincée », no « 2 échalote », no « de ail », no « d’haricots ».
 */
describe('every list line of the catalogue', () => {
  const units: ParsedUnit[] = [
    'unité',
    'g',
    'kg',
    'ml',
    'cl',
    'l',
    'càs',
    'càc',
    'pincée',
    'tasse',
  ];
  const lines = ALL_INGREDIENTS.flatMap((food) =>
    units.flatMap((unit) =>
      [1, 2, 3, 0.5].map((amount) => ({
        food,
        unit,
        amount,
        text: listLineText(
          listLine({ name: food.name, ingredientId: food.id, amount, unit, typed: String(amount) }),
        ),
      })),
    ),
  );

  it('writes a unit that agrees after 2 and more, and never « 1 unité »', () => {
    const wrong = lines.filter(
      ({ text }) =>
        /(?:^|· )(?:[2-9]|\d{2,}|\d+ ½) (?:pincée|tasse|bouquet|tête|botte|pièce|paquet|sachet|pot|tablette|plaquette|brique|boîte|cube) /.test(
          text,
        ) || /\bunité\b/.test(text),
    );
    expect(wrong.map(({ text }) => text)).toEqual([]);
  });

  it('writes the plural of a counted food from 2, its singular below', () => {
    const wrong = lines.filter(({ food, unit, amount, text }) => {
      if (unit !== 'unité' || purchaseRule(food)) return false;
      const expected = amount >= 2 ? (food.plural ?? food.name) : food.name;
      // Names French leaves as they are in the plural (« 2 saint-pierre »).
      if (['saint-pierre', 'mont-d-or'].includes(food.id)) return !text.endsWith(` ${food.name}`);
      if (amount >= 2 && !food.plural && !/[sxz]$/.test(food.name)) {
        // No plural in the taxonomy: the writer must still mark it (« 2 cardamomes »).
        return text === `${amount} ${food.name}`;
      }
      return !text.startsWith(`${amount === 0.5 ? '½' : amount} ${expected}`);
    });
    expect(wrong.map(({ text }) => text)).toEqual([]);
  });

  it('elides « de » before a vowel or a mute h, and only there', () => {
    const wrong = lines.filter(
      ({ text }) =>
        /\bde [aeiouyàâéèêîïôûœ]/i.test(text.replace(/\bde (?:yaourt|yuzu|ya|yo)/gi, '')) ||
        /d’(?:haricot|hareng|homard|haddock|hachis|halloumi|hampe|harissa|houmous)/i.test(text),
    );
    expect(wrong.map(({ text }) => text)).toEqual([]);
  });

  it('rounds every purchase up to a whole number, at least one', () => {
    const wrong = lines.filter(({ food, text }) => {
      if (!purchaseRule(food)) return false;
      return !/^[1-9]\d* /.test(text);
    });
    expect(wrong.map(({ text }) => text)).toEqual([]);
  });
});
