import { describe, expect, it } from 'vitest';
import { CatalogueEngine } from '../recipes';
import { foodsOf, isForOccasion, isNoCook, isSpicy, usesOven } from './catalogue-facts';
import type { AssistantContext } from './embedded-assistant';
import { embeddedReply } from './embedded-reply';
import { assistantContext } from './test-context';

const catalogue = new CatalogueEngine({ random: () => 0.5 });
const context = (overrides: Partial<AssistantContext> = {}) =>
  assistantContext('2026-11-27', overrides);
const hasCoconut = (id: string) => foodsOf(id).some((food) => /coco/.test(food));
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the embedded Assistant Chef, probed as a family would (issue 29)', () => {
  it('« comment faire une mayonnaise ? » for an egg-free table: the base, the warning, a substitute', () => {
    const reply = embeddedReply(
      catalogue,
      'comment faire une mayonnaise ?',
      context({ restrictions: ['eggFree'] }),
    );
    expect(reply.recipes).toEqual([]);
    expect(plain(reply.text)).toMatch(/1 jaune d’œuf/);
    expect(plain(reply.text)).toMatch(/Attention pour votre table \(sans œufs\)/);
    expect(plain(reply.text)).toMatch(/aquafaba/);
  });

  it('« comment faire une béchamel ? » for a table that avoids milk: the plant-based way', () => {
    const reply = embeddedReply(
      catalogue,
      'comment faire une béchamel ?',
      context({ avoidedFoods: ['lait'] }),
    );
    expect(plain(reply.text)).toMatch(/boisson d’avoine ou de soja/);
  });

  it('« un dessert de Noël »: desserts tagged for Noël, not a whole menu', () => {
    const reply = embeddedReply(catalogue, 'un dessert de Noël', context());
    expect(reply.offer).toBeUndefined();
    expect(reply.recipes).toHaveLength(3);
    for (const recipe of reply.recipes)
      expect(isForOccasion(recipe.id, 'noel'), recipe.title).toBe(true);
  });

  it('« un menu pour mes 40 ans »: a grown-up’s feast from the season’s festive recipes', () => {
    const reply = embeddedReply(catalogue, 'un menu pour mes 40 ans', context());
    expect(reply.offer?.kind).toBe('menu');
    expect(reply.recipes).toHaveLength(4);
    // In November: Noël and Nouvel An recipes, not the children's party ones.
    const festive = reply.recipes.filter(
      (recipe) => isForOccasion(recipe.id, 'noel') || isForOccasion(recipe.id, 'nouvel-an'),
    );
    expect(festive.length).toBeGreaterThanOrEqual(3);
  });

  it('« une salade de fruits »: desserts, not the entrées’ salads', () => {
    const reply = embeddedReply(catalogue, 'une salade de fruits', context());
    expect(reply.recipes.length).toBeGreaterThan(0);
    for (const recipe of reply.recipes) expect(recipe.type, recipe.title).toBe('dessert');
  });

  it('« une tarte salée »: main-course tarts, never a dessert', () => {
    const reply = embeddedReply(catalogue, 'une tarte salée végétarienne', context());
    expect(reply.recipes.length).toBeGreaterThan(0);
    for (const recipe of reply.recipes) expect(recipe.type, recipe.title).not.toBe('dessert');
  });

  it('« une entrée sans cuisson pour 6 »: nothing to cook, said', () => {
    const reply = embeddedReply(catalogue, 'une entrée sans cuisson pour 6', context());
    expect(reply.recipes).toHaveLength(3);
    for (const recipe of reply.recipes) expect(isNoCook(recipe.id), recipe.title).toBe(true);
    expect(plain(reply.text)).toContain('Rien à cuire : tout se prépare à froid.');
  });

  it('« une idée sans allumer le four ? »: dishes cooked without the oven, said', () => {
    const reply = embeddedReply(
      catalogue,
      'il fait chaud, une idée sans allumer le four ?',
      context(),
    );
    expect(reply.recipes).toHaveLength(3);
    for (const recipe of reply.recipes) expect(usesOven(recipe.id), recipe.title).toBe(false);
    expect(plain(reply.text)).toContain('Aucun ne passe au four.');
  });

  it('« un gâteau sans cuisson »: none in the book, said, never passed off as one', () => {
    const reply = embeddedReply(catalogue, 'un gâteau sans cuisson au chocolat', context());
    const cooked = reply.recipes.filter((recipe) => !isNoCook(recipe.id));
    if (cooked.length > 0)
      expect(plain(reply.text)).toMatch(/demande(nt)? une cuisson|se cuit|se cuisent/);
  });

  it('« un dessert sans noix pour 8 »: coconut desserts come last, still allowed', () => {
    const reply = embeddedReply(catalogue, 'un dessert sans noix pour 8', context());
    expect(reply.recipes).toHaveLength(3);
    const coconut = reply.recipes.map((recipe) => hasCoconut(recipe.id));
    // No coconut recipe before one without.
    expect(coconut).toEqual([...coconut].sort((a, b) => Number(a) - Number(b)));
    expect(coconut.filter(Boolean).length).toBeLessThanOrEqual(1);
  });

  it('« une recette épicée pour ce soir »: the relevé dishes first', () => {
    const reply = embeddedReply(catalogue, 'une recette épicée pour ce soir', context());
    expect(isSpicy(reply.recipes[0]!.id)).toBe(true);
  });

  it('« tu es une IA ? » says whether a language model is configured', () => {
    const without = embeddedReply(catalogue, 'tu es une IA ?', context());
    expect(plain(without.text)).toMatch(/sans modèle de langage/);
    const withModel = embeddedReply(catalogue, 'tu es une IA ?', context({ languageModel: true }));
    expect(plain(withModel.text)).toMatch(/un modèle de langage \(une IA\) rédige mes réponses/);
  });

  it('« un gâteau sans sucre »: nothing fits, said, and other desserts rather than apéritifs', () => {
    const reply = embeddedReply(catalogue, 'un gâteau sans sucre pour le goûter', context());
    expect(reply.text).toMatch(/Je n’ai trouvé aucune recette/);
    for (const recipe of reply.recipes) expect(recipe.type).toBe('dessert');
  });

  it.each([
    ["c'est quoi la différence entre un gratin et un crumble ?", /Je ne sais pas répondre/],
    ['comment éplucher une mangue ?', /Je ne sais pas répondre/],
    ['combien de calories dans une pizza ?', /valeurs nutritionnelles/],
    ["c'est bon pour la santé le beurre ?", /conseils de santé/],
  ])('« %s »: one honest sentence, no recipe', (question, said) => {
    const reply = embeddedReply(catalogue, question, context());
    expect(reply.recipes).toEqual([]);
    expect(plain(reply.text)).toMatch(said);
  });
});
