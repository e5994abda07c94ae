import { describe, expect, it } from 'vitest';
import { isAllowed } from '../../../shared/food/diet';
import { foodMatcher, matchesFood } from '../../../shared/food/food-matcher';
import { ingredientById, kindsOf } from '../../../shared/food/taxonomy';
import { CATALOGUE, CatalogueEngine } from '../recipes';
import type { AssistantContext } from './embedded-assistant';
import { embeddedReply } from './embedded-reply';
import { assistantContext } from './test-context';

const catalogue = new CatalogueEngine({ random: () => 0.5 });
const context = (overrides: Partial<AssistantContext> = {}) =>
  assistantContext('2026-11-23', overrides);
const ingredientsOf = (id: string) =>
  CATALOGUE.find((recipe) => recipe.id === id)!.ingredients.map(([ingredient]) =>
    ingredientById(ingredient)!,
  );
const uses = (id: string, wanted: string) =>
  ingredientsOf(id).some((ingredient) => kindsOf(ingredient).includes(wanted));

describe('the embedded Assistant Chef', () => {
  it('« Un plat rapide avec des courgettes », for a vegetarian household', () => {
    const reply = embeddedReply(
      catalogue,
      'Un plat rapide avec des courgettes',
      context({ restrictions: ['vegetarian'] }),
    );
    expect(reply.recipes).toHaveLength(3);
    for (const recipe of reply.recipes) {
      expect(recipe.type).toBe('plat');
      expect(recipe.preparationTime).toBeLessThanOrEqual(30);
      expect(uses(recipe.id, 'courgette')).toBe(true);
      expect(isAllowed(ingredientsOf(recipe.id), 'vegetarian')).toBe(true);
    }
    expect(reply.text).toBe(
      'Voici trois idées de plat, à base de courgettes, végétariennes, prêtes en 30\u00a0minutes au plus\u00a0:',
    );
  });

  it('« Un dessert sans œufs pour 6 »: egg-free desserts scaled to 6', () => {
    const reply = embeddedReply(catalogue, 'Un dessert sans œufs pour 6', context());
    expect(reply.recipes.length).toBeGreaterThan(0);
    const eggs = foodMatcher(['œufs']);
    for (const recipe of reply.recipes) {
      expect(recipe.type).toBe('dessert');
      expect(recipe.servings).toBe(6);
      expect(ingredientsOf(recipe.id).some((ingredient) => matchesFood(ingredient, eggs))).toBe(
        false,
      );
    }
    expect(reply.text).toContain('sans œufs');
    expect(reply.text).toContain('pour 6\u00a0personnes');
  });

  it('adds the restrictions said in the message to the saved ones, and never relaxes them', () => {
    const reply = embeddedReply(
      catalogue,
      'Une entrée sans gluten',
      context({ restrictions: ['vegan'] }),
    );
    expect(reply.recipes.length).toBeGreaterThan(0);
    for (const recipe of reply.recipes) {
      expect(isAllowed(ingredientsOf(recipe.id), 'vegan')).toBe(true);
      expect(isAllowed(ingredientsOf(recipe.id), 'glutenFree')).toBe(true);
    }
  });

  it('cooks from the fridge when asked, and says when it is empty', () => {
    const fridge = [{ name: 'Épinards', quantity: 300, unit: 'g', expirationDate: '2026-11-24' }];
    const reply = embeddedReply(
      catalogue,
      'Une idée avec ce qu’il y a dans mon frigo',
      context({ fridge }),
    );
    expect(reply.recipes.length).toBeGreaterThan(0);
    for (const recipe of reply.recipes) expect(uses(recipe.id, 'epinard')).toBe(true);
    const empty = embeddedReply(catalogue, 'Une idée avec ce que j’ai dans le frigo', context());
    expect(empty.text).toMatch(/^Votre frigo est vide/);
  });

  it('offers the closest recipes and says what it left aside when nothing fits', () => {
    const reply = embeddedReply(catalogue, 'Une boisson avec du saumon', context());
    expect(reply.recipes).toEqual([]);
    expect(reply.text).toMatch(/Je n’ai trouvé aucune recette/);

    const closest = embeddedReply(
      catalogue,
      'Un plat difficile avec des courgettes en moins de 10 minutes',
      context(),
    );
    expect(closest.recipes.length).toBeGreaterThan(0);
    expect(closest.text).toMatch(/En laissant de côté la difficulté et le temps de préparation/);
    for (const recipe of closest.recipes) expect(uses(recipe.id, 'courgette')).toBe(true);
  });

  it('shows other recipes when asked again in the same conversation', () => {
    const first = embeddedReply(catalogue, 'Un dessert rapide', context());
    const again = embeddedReply(
      catalogue,
      'Un dessert rapide',
      context({ seen: first.recipes.map((recipe) => recipe.id) }),
    );
    const shown = new Set(first.recipes.map((recipe) => recipe.id));
    expect(again.recipes.some((recipe) => shown.has(recipe.id))).toBe(false);
  });

  it('finds a dish by its name, whatever its type: « une soupe », « des crêpes »', () => {
    const soup = embeddedReply(catalogue, 'Une soupe de légumes', context());
    expect(soup.text).toMatch(/^Voici (trois|deux|une) idées? de soupe/);
    expect(soup.recipes.length).toBeGreaterThan(0);
    for (const recipe of soup.recipes) expect(recipe.title).toMatch(/Soupe/);
    const crepes = embeddedReply(catalogue, 'Je voudrais une recette de crêpes', context());
    expect(crepes.recipes.map((recipe) => recipe.title)).toContain('Crêpes sucrées');
  });

  it('says plainly when an ingredient asked for does not suit the household’s diet', () => {
    const reply = embeddedReply(
      catalogue,
      'Quelque chose avec du poulet',
      context({ restrictions: ['vegetarian'] }),
    );
    expect(reply.text).toMatch(/^Pas de poulet pour un foyer végétarien\. /);
    expect(reply.recipes.length).toBeGreaterThan(0);
    for (const recipe of reply.recipes) {
      expect(isAllowed(ingredientsOf(recipe.id), 'vegetarian')).toBe(true);
    }
  });

  it('understands meals that are no dish type, and dishes its book does not have', () => {
    // A brunch is an occasion (issue 29): a menu, drink, savoury then sweet.
    const brunch = embeddedReply(catalogue, 'Un brunch', context());
    expect(brunch.text).toMatch(/^Menu de brunch/);
    expect(brunch.recipes.map((recipe) => recipe.type)).toEqual([
      'boisson',
      'entrée',
      'plat',
      'dessert',
    ]);
    // A dish the catalogue has no recipe of (checked: no title names it).
    expect(CATALOGUE.some((recipe) => /cheesecake/i.test(recipe.title))).toBe(false);
    const cheesecake = embeddedReply(catalogue, 'Un cheesecake maison', context());
    expect(cheesecake.recipes).toEqual([]);
    expect(cheesecake.text).toMatch(/^Mon carnet n’a pas encore de recette de cheesecake/);
  });

  it('leaves out a food the household avoids even when asked for it, and says so', () => {
    const reply = embeddedReply(
      catalogue,
      'Un plat avec des champignons',
      context({ avoidedFoods: ['champignons'] }),
    );
    expect(reply.text).toMatch(
      /^Je laisse de côté les aliments que votre foyer évite \(champignons\)/,
    );
    const mushrooms = foodMatcher(['champignons']);
    for (const recipe of reply.recipes) {
      expect(
        ingredientsOf(recipe.id).some((ingredient) => matchesFood(ingredient, mushrooms)),
      ).toBe(false);
    }
  });

  it('agrees with the number of recipes found', () => {
    const reply = embeddedReply(catalogue, 'Un gratin de pommes de terre', context());
    if (reply.recipes.length === 1) {
      expect(reply.text).toMatch(/^Voici une idée de gratin, à base de pommes de terre\u00a0?:?/);
    }
    const hard = embeddedReply(
      catalogue,
      'Un plat difficile',
      context({ restrictions: ['vegetarian'] }),
    );
    expect(hard.text).toMatch(
      hard.recipes.length === 1 ? /végétarienne, plus élaborée/ : /végétariennes, plus élaborées/,
    );
  });

  it('answers honestly what it is not for, with examples', () => {
    for (const message of [
      'Quel temps fait-il ?',
      'Bonjour',
      'Merci beaucoup',
      'Que sais-tu faire ?',
    ]) {
      const reply = embeddedReply(catalogue, message, context());
      expect(reply.recipes).toEqual([]);
      expect(reply.text.length).toBeGreaterThan(20);
    }
    expect(embeddedReply(catalogue, 'Quel temps fait-il ?', context()).text).toMatch(/Par exemple/);
  });
});
