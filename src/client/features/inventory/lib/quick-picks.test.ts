import { describe, expect, it } from 'vitest';
import { UNITS } from '../../../../shared/constants';
import { inventoryItemInputSchema } from '../../../../shared/inventory';
import { storageLocation, suggestedExpiry } from '../../../../shared/shelf-life';
import { localIsoDate, QUICK_PICKS, quickPickItem } from './quick-picks';

/** The catalogue's ingredient of each pick, to check the dates against the full shelf-life rule. */
const INGREDIENT: Record<string, string> = {
  Lait: 'lait',
  Œufs: 'oeuf',
  Beurre: 'beurre',
  'Yaourts nature': 'yaourt',
  'Fromage râpé': 'fromage-rape',
  Crème: 'creme',
  Pâtes: 'pates',
  Riz: 'riz',
  Farine: 'farine',
  'Huile d’olive': 'huile-d-olive',
  Sucre: 'sucre',
  'Conserve de tomates': 'tomate-pelee',
};

describe('QUICK_PICKS', () => {
  it('offers the six common items of each place', () => {
    expect(QUICK_PICKS.fridge.map((pick) => pick.name)).toEqual([
      'Lait',
      'Œufs',
      'Beurre',
      'Yaourts nature',
      'Fromage râpé',
      'Crème',
    ]);
    expect(QUICK_PICKS.pantry.map((pick) => pick.name)).toEqual([
      'Pâtes',
      'Riz',
      'Farine',
      'Huile d’olive',
      'Sucre',
      'Conserve de tomates',
    ]);
  });

  it('puts each pick where its aisle is put away, in a real unit', () => {
    for (const location of ['fridge', 'pantry'] as const) {
      for (const pick of QUICK_PICKS[location]) {
        expect(storageLocation(pick.aisle)).toBe(location);
        expect(UNITS).toContain(pick.unit);
        expect(pick.quantity).toBeGreaterThan(0);
      }
    }
  });

  it('dates each item as the shelf-life table does, and the server accepts it', () => {
    const today = '2026-11-27';
    for (const location of ['fridge', 'pantry'] as const) {
      for (const pick of QUICK_PICKS[location]) {
        const item = quickPickItem(pick, location, today);
        const ingredient = INGREDIENT[pick.name] ?? null;
        expect(ingredient).not.toBeNull();
        expect(item.expirationDate).toBe(suggestedExpiry(today, ingredient, pick.aisle));
        expect(item.location).toBe(location);
        expect(inventoryItemInputSchema.safeParse(item).success).toBe(true);
      }
    }
    expect(quickPickItem(QUICK_PICKS.fridge[1]!, 'fridge', today).expirationDate).toBe(
      '2026-12-25',
    );
    expect(quickPickItem(QUICK_PICKS.pantry[1]!, 'pantry', today).expirationDate).toBe(
      '2027-05-26',
    );
  });

  it('reads today on the device calendar', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
