import { describe, expect, it } from 'vitest';
import { UNITS } from '../constants';
import { CORE_INGREDIENTS } from './ingredients/core';
import {
  ALL_INGREDIENTS,
  findIngredient,
  findIngredientsInText,
  ingredientById,
  kindsOf,
  normalizeFoodText,
} from './taxonomy';
import { AISLES, DIET_FLAGS } from './types';

/** The id rule: the slug of the singular French name. */
const slugOf = (name: string) => normalizeFoodText(name).replace(/ /g, '-');

/** The same plural-less form taxonomy.ts computes for lookups. */
const singular = (term: string) =>
  term
    .split(' ')
    .map((word) => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word))
    .join(' ');

const spellingsOf = (ingredient: (typeof ALL_INGREDIENTS)[number]) =>
  [ingredient.name, ingredient.plural, ...(ingredient.synonyms ?? [])].filter(
    (spelling): spelling is string => Boolean(spelling),
  );

const byId = (id: string) => {
  const ingredient = ingredientById(id);
  if (!ingredient) throw new Error(`unknown ingredient ${id}`);
  return ingredient;
};

describe('ingredient taxonomy: spellings', () => {
  it('never lets one spelling designate two ingredients', () => {
    const owners = new Map<string, string>();
    const collisions: string[] = [];
    for (const ingredient of ALL_INGREDIENTS) {
      for (const spelling of spellingsOf(ingredient)) {
        const term = normalizeFoodText(spelling);
        for (const key of new Set([term, singular(term)])) {
          const owner = owners.get(key);
          if (owner && owner !== ingredient.id)
            collisions.push(`« ${key} »: ${owner} / ${ingredient.id}`);
          else owners.set(key, ingredient.id);
        }
      }
    }
    expect(collisions).toEqual([]);
  });

  it('has no empty spelling', () => {
    for (const ingredient of ALL_INGREDIENTS)
      for (const spelling of spellingsOf(ingredient))
        expect(normalizeFoodText(spelling)).not.toBe('');
  });

  it('writes names with the typographic apostrophe', () => {
    const straight = ALL_INGREDIENTS.filter((ingredient) =>
      spellingsOf(ingredient).some((spelling) => spelling.includes("'")),
    ).map((ingredient) => ingredient.id);
    expect(straight).toEqual([]);
  });
});

describe('ingredient taxonomy: structure', () => {
  it('knows several hundred ingredients, the core alone at least 400', () => {
    expect(CORE_INGREDIENTS.length).toBeGreaterThanOrEqual(400);
    expect(ALL_INGREDIENTS.length).toBeGreaterThanOrEqual(CORE_INGREDIENTS.length);
  });

  it('has unique ids', () => {
    const ids = ALL_INGREDIENTS.map((ingredient) => ingredient.id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });

  it('derives every id from the name', () => {
    const wrong = ALL_INGREDIENTS.filter((ingredient) => ingredient.id !== slugOf(ingredient.name));
    expect(wrong.map((ingredient) => `${ingredient.id} ≠ ${slugOf(ingredient.name)}`)).toEqual([]);
    for (const ingredient of ALL_INGREDIENTS)
      expect(ingredient.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('follows the id rule on the examples of the specification', () => {
    for (const id of [
      'huile-d-olive',
      'oeuf',
      'creme-fraiche',
      'pomme-de-terre',
      'lait-de-coco',
      'sucre-glace',
      'poivre',
      'eau-gazeuse',
      'citron',
      'citron-vert',
      'oignon',
      'oignon-rouge',
      'echalote',
      'oignon-nouveau',
    ])
      expect(ingredientById(id)?.id).toBe(id);
  });

  it('gives every parent an existing ingredient, without cycles', () => {
    for (const ingredient of ALL_INGREDIENTS) {
      if (!ingredient.parent) continue;
      expect(
        ingredientById(ingredient.parent),
        `${ingredient.id} → ${ingredient.parent}`,
      ).toBeDefined();
      const seen = new Set<string>([ingredient.id]);
      let current = ingredientById(ingredient.parent);
      while (current) {
        expect(seen.has(current.id), `cycle through ${ingredient.id}`).toBe(false);
        seen.add(current.id);
        current = current.parent ? ingredientById(current.parent) : undefined;
      }
    }
  });

  it('files every cheese under fromage, and the usual kinds under their general ingredient', () => {
    for (const id of [
      'comte',
      'emmental',
      'parmesan',
      'mozzarella',
      'chevre-frais',
      'roquefort',
      'feta',
    ])
      expect(kindsOf(byId(id))).toContain('fromage');
    const kinds: Record<string, string> = {
      'tomate-cerise': 'tomate',
      'champignon-de-paris': 'champignon',
      cepe: 'champignon',
      'beurre-demi-sel': 'beurre',
      'vin-blanc': 'vin',
      'chocolat-noir': 'chocolat',
      'riz-basmati': 'riz',
      spaghetti: 'pates',
      'blanc-de-poulet': 'poulet',
      'jambon-cru': 'jambon',
      'lait-demi-ecreme': 'lait',
    };
    for (const [id, parent] of Object.entries(kinds)) expect(kindsOf(byId(id))).toContain(parent);
    expect(kindsOf(byId('pomme-de-terre'))).not.toContain('pomme');
  });

  it('uses only known units, aisles and flags, and every aisle', () => {
    for (const ingredient of ALL_INGREDIENTS) {
      expect(UNITS).toContain(ingredient.unit);
      expect(AISLES).toContain(ingredient.aisle);
      for (const flag of ingredient.flags) expect(DIET_FLAGS).toContain(flag);
    }
    const used = new Set(CORE_INGREDIENTS.map((ingredient) => ingredient.aisle));
    expect([...AISLES].filter((aisle) => !used.has(aisle))).toEqual([]);
  });

  it('flags pork and poultry as meat too, and no ingredient as both meat and fish', () => {
    for (const ingredient of ALL_INGREDIENTS) {
      const { flags } = ingredient;
      if (flags.includes('pork') || flags.includes('poultry'))
        expect(flags, ingredient.id).toContain('meat');
      expect(flags.includes('meat') && flags.includes('fish'), ingredient.id).toBe(false);
      expect(new Set(flags).size, ingredient.id).toBe(flags.length);
    }
  });

  it('keeps staples to the cupboard basics', () => {
    const staples = CORE_INGREDIENTS.filter((ingredient) => ingredient.staple).map((i) => i.id);
    for (const id of ['sel', 'fleur-de-sel', 'poivre', 'eau', 'huile-d-olive', 'vinaigre'])
      expect(staples).toContain(id);
    for (const id of staples) expect(byId(id).aisle).toMatch(/^(epices-condiments|autre)$/);
  });
});

describe('findIngredient', () => {
  it('finds an ingredient by any spelling, plural, case and apostrophe', () => {
    expect(findIngredient('Tomates')?.id).toBe('tomate');
    expect(findIngredient('cacahuètes')?.id).toBe('cacahuete');
    expect(findIngredient('arachide')?.id).toBe('cacahuete');
    expect(findIngredient('Maïzena')?.id).toBe('maizena');
    expect(findIngredient('fécule de maïs')?.id).toBe('maizena');
    expect(findIngredient("huile d'olive")?.id).toBe('huile-d-olive');
    expect(findIngredient('Œufs')?.id).toBe('oeuf');
    expect(findIngredient('pommes de terre')?.id).toBe('pomme-de-terre');
    expect(findIngredient('civette')?.id).toBe('ciboulette');
    expect(findIngredient('morue fraîche')?.id).toBe('cabillaud');
    expect(findIngredient('crème fraîche')?.id).toBe('creme-fraiche');
    expect(findIngredient('Coquilles Saint-Jacques')?.id).toBe('coquille-saint-jacques');
    expect(findIngredient('pâtes')?.id).toBe('pates');
    expect(findIngredient('licorne')).toBeUndefined();
  });
});

describe('findIngredientsInText', () => {
  const ids = (text: string) => findIngredientsInText(text).map((ingredient) => ingredient.id);

  it('finds the ingredient of a recipe line', () => {
    expect(ids('2 gousses d’ail écrasées')).toEqual(['ail']);
    expect(ids('200 g de farine de sarrasin')).toEqual(['farine-de-sarrasin']);
    expect(ids("3 c. à soupe d'huile d'olive")).toEqual(['huile-d-olive']);
    expect(ids('1 pincée de fleur de sel')).toEqual(['fleur-de-sel']);
  });

  it('finds the ingredients of a recipe title', () => {
    expect(ids('Poulet rôti aux herbes')).toContain('poulet-roti');
    expect(kindsOf(findIngredientsInText('Poulet rôti aux herbes')[0]!)).toContain('poulet');
    expect(ids('Poulet basquaise')).toEqual(['poulet']);
    expect(ids('Tarte aux pommes et à la cannelle')).toEqual(['pomme', 'cannelle']);
    expect(ids('Velouté de potimarron au lait de coco')).toEqual(['potimarron', 'lait-de-coco']);
  });
});
