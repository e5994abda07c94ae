import { describe, expect, it } from 'vitest';
import { INVENTORY_CATEGORIES } from './constants';
import { ingredientById } from './food/taxonomy';
import { AISLES } from './food/types';
import { addDays } from './dates';
import {
  AISLE_CATEGORY,
  INGREDIENT_SHELF_LIFE_DAYS,
  shelfLifeDays,
  suggestedExpiry,
} from './shelf-life';

describe('shelf life', () => {
  it('gives every aisle one of the fridge’s six categories', () => {
    for (const aisle of AISLES) expect(INVENTORY_CATEGORIES).toContain(AISLE_CATEGORY[aisle]);
    expect(AISLE_CATEGORY['fruits-legumes']).toBe('Fruits et Légumes');
    expect(AISLE_CATEGORY.boucherie).toBe('Viandes et Poissons');
    expect(AISLE_CATEGORY.poissonnerie).toBe('Viandes et Poissons');
    expect(AISLE_CATEGORY.cremerie).toBe('Produits Laitiers');
    expect(AISLE_CATEGORY['epicerie-salee']).toBe('Épicerie');
    expect(AISLE_CATEGORY.boissons).toBe('Boissons');
    expect(AISLE_CATEGORY.autre).toBe('Autre');
  });

  it('uses the aisle’s typical days for an ingredient without its own', () => {
    expect(shelfLifeDays('courgette', 'fruits-legumes')).toBe(5);
    expect(shelfLifeDays('poulet', 'boucherie')).toBe(2);
    expect(shelfLifeDays('cabillaud', 'poissonnerie')).toBe(2);
    expect(shelfLifeDays('lait', 'cremerie')).toBe(7);
    expect(shelfLifeDays(null, 'autre')).toBeNull();
    expect(shelfLifeDays(null, 'epices-condiments')).toBeNull();
    expect(shelfLifeDays('farine', 'epicerie-salee')).toBe(180);
  });

  it('uses an ingredient’s own days, inherited by its kinds', () => {
    expect(shelfLifeDays('oeuf', 'cremerie')).toBe(28);
    expect(shelfLifeDays('comte', 'cremerie')).toBe(14);
    expect(shelfLifeDays('fromage-frais', 'cremerie')).toBe(7);
    expect(shelfLifeDays('pomme-de-terre-grenaille', 'fruits-legumes')).toBe(30);
  });

  it('names only ingredients the taxonomy knows', () => {
    for (const id of Object.keys(INGREDIENT_SHELF_LIFE_DAYS)) {
      expect(ingredientById(id), id).toBeDefined();
    }
  });

  it('adds days on the calendar, across months, years and daylight saving', () => {
    expect(addDays('2026-11-28', 5)).toBe('2026-12-03');
    expect(addDays('2026-12-30', 2)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('suggests an expiry date, or none', () => {
    expect(suggestedExpiry('2026-11-22', 'tomate', 'fruits-legumes')).toBe('2026-11-27');
    expect(suggestedExpiry('2026-11-22', 'sel', 'epices-condiments')).toBeNull();
  });
});
