/**
 * How recipes found for a question are ranked and annotated, from what the question says:
 * children (mild and familiar first, the relevé ones said), « épicé » or « pas épicé », « pas
 * cher » (cost band), « de fête » (the season's festive tags), and the user's own « sans noix »
 * (coconut allowed but last, and said in a line). Pure.
 */
import { zurichMonth } from '../../../shared/food/seasons';
import type { Recipe } from '../recipes';
import {
  COST_SIGNS,
  costBandOf,
  foodsOf,
  isFamiliar,
  isForOccasion,
  isNoCook,
  isSpicy,
  usesOven,
  isStrong,
} from './catalogue-facts';
import type { RecipeOptions } from './embedded-assistant';
import { NBSP, NNBSP, joinFrench } from './embedded-phrasing';
import type { OccasionId, Question } from './question-kind';

/* ------------------------------------------------------------------------------------------ */
/* Notes the recipes call for                                                                 */
/* ------------------------------------------------------------------------------------------ */

const COCONUT = /coco/;

/** « Sans fruits à coque » and a coconut recipe: the one line an allergy parent needs. */
export function coconutNote(recipes: readonly Recipe[], restrictions: readonly string[]): string {
  if (!restrictions.includes('nutFree')) return '';
  const coconut = recipes.some((recipe) => foodsOf(recipe.id).some((id) => COCONUT.test(id)));
  return coconut
    ? `\nLa noix de coco n’est pas un fruit à coque (ce n’est pas un allergène à déclarer)${NBSP}: elle reste permise dans une recette sans fruits à coque.`
    : '';
}

/** Mild and familiar first for children; the relevé ones said. */
function mildFirst(recipes: Recipe[]): Recipe[] {
  const rank = (recipe: Recipe) =>
    (isSpicy(recipe.id) ? 4 : 0) + (isStrong(recipe.id) ? 2 : 0) + (isFamiliar(recipe.id) ? 0 : 1);
  return recipes
    .map((recipe, index) => ({ recipe, index, rank: rank(recipe) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, 3)
    .map(({ recipe }) => ({ ...recipe, spicy: isSpicy(recipe.id) }));
}

function childrenNote(recipes: readonly Recipe[]): string {
  const spicy = recipes.filter((recipe) => isSpicy(recipe.id));
  return spicy.length > 0
    ? `\nÀ noter pour les enfants${NBSP}: ${joinFrench(spicy.map((recipe) => `« ${recipe.title} »`))} ${spicy.length > 1 ? 'sont relevés' : 'est relevé'}.`
    : '\nDes plats doux et familiers, sans piment, pour les enfants.';
}

/** « épicé, relevé »: the relevé dishes first, said; none found is said too. */
const spicyFirst = (recipes: Recipe[]) =>
  sortedBy(recipes, (recipe) => (isSpicy(recipe.id) ? 0 : 1));
/** « pas épicé »: the relevé dishes last. */
const spicyLast = (recipes: Recipe[]) =>
  sortedBy(recipes, (recipe) => (isSpicy(recipe.id) ? 1 : 0));

function spiceNote(recipes: readonly Recipe[], spice: 'hot' | 'mild'): string {
  const spicy = recipes.filter((recipe) => isSpicy(recipe.id));
  if (spice === 'mild') {
    return spicy.length === 0
      ? '\nAucun de ces plats n’est relevé (ni piment ni sauce pimentée).'
      : `\nÀ noter${NBSP}: ${joinFrench(spicy.map((recipe) => `« ${recipe.title} »`))} ${spicy.length > 1 ? 'sont relevés' : 'est relevé'}.`;
  }
  if (spicy.length === 0) {
    return `\nJe n’ai pas de plat relevé qui corresponde dans mon carnet${NBSP}: voici les plus proches, à relever vous-même d’une pointe de piment ou d’harissa.`;
  }
  return `\nRelevé${spicy.length > 1 ? 's' : ''}${NBSP}: ${joinFrench(spicy.map((recipe) => `« ${recipe.title} »`))}${spicy.length < recipes.length ? `${NNBSP}; les autres le sont moins` : ''}.`;
}

/** « sans cuisson »: nothing to cook first, then cooked without the oven, the oven last. */
const noCookFirst = (recipes: Recipe[]) =>
  sortedBy(recipes, (recipe) => (isNoCook(recipe.id) ? 0 : usesOven(recipe.id) ? 2 : 1));
/** « sans four »: the oven last. */
const ovenLast = (recipes: Recipe[]) =>
  sortedBy(recipes, (recipe) => (usesOven(recipe.id) ? 1 : 0));

const titlesOf = (recipes: readonly Recipe[]) =>
  joinFrench(recipes.map((recipe) => `« ${recipe.title} »`));

function noCookNote(recipes: readonly Recipe[]): string {
  const cooked = recipes.filter((recipe) => !isNoCook(recipe.id));
  if (cooked.length === 0) return `\nRien à cuire${NBSP}: tout se prépare à froid.`;
  const plural = cooked.length > 1;
  const lead =
    cooked.length === recipes.length
      ? `\nJe n’ai pas assez de recettes sans cuisson qui correspondent dans mon carnet${NBSP}: `
      : `\nÀ noter${NBSP}: `;
  return cooked.every((recipe) => !usesOven(recipe.id))
    ? `${lead}${titlesOf(cooked)} ${plural ? 'se cuisent' : 'se cuit'} sans four, à la poêle ou à la casserole.`
    : `${lead}${titlesOf(cooked)} ${plural ? 'demandent' : 'demande'} une cuisson.`;
}

function ovenNote(recipes: readonly Recipe[]): string {
  const oven = recipes.filter((recipe) => usesOven(recipe.id));
  if (oven.length === 0) return `\nAucun ne passe au four.`;
  return `\nÀ noter${NBSP}: ${titlesOf(oven)} ${oven.length > 1 ? 'passent' : 'passe'} au four.`;
}

/** « de fête »: the recipes tagged for the feasts of the season first (Noël in winter). */
function festiveFirst(recipes: Recipe[], month: number): Recipe[] {
  const feasts: OccasionId[] =
    month >= 2 && month <= 5 ? ['paques', 'anniversaire'] : ['noel', 'nouvel-an'];
  return sortedBy(recipes, (recipe) =>
    feasts.some((occasion) => isForOccasion(recipe.id, occasion)) ? 0 : 1,
  );
}

/** « sans noix » said: the recipes without coconut first (still allowed), to reassure. */
const coconutLast = (recipes: Recipe[]) =>
  sortedBy(recipes, (recipe) => (foodsOf(recipe.id).some((id) => COCONUT.test(id)) ? 1 : 0));

function sortedBy(recipes: Recipe[], key: (recipe: Recipe) => number): Recipe[] {
  return recipes
    .map((recipe, index) => ({ recipe, index, key: key(recipe) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ recipe }) => recipe);
}

/** « pas cher »: the cheapest band first, the band shown. */
function cheapestFirst(recipes: Recipe[]): Recipe[] {
  return recipes
    .map((recipe, index) => ({ recipe, index, band: costBandOf(recipe.id) }))
    .sort((a, b) => a.band - b.band || a.index - b.index)
    .slice(0, 3)
    .map(({ recipe }) => recipe);
}

const costNote = (recipes: readonly Recipe[]) =>
  `\nBudget (estimation grossière d’après les ingrédients, pas un prix)${NBSP}: ${recipes
    .map((recipe) => `« ${recipe.title} » ${COST_SIGNS[costBandOf(recipe.id)]}`)
    .join(', ')}.`;

export function combined(
  question: Question,
  restrictions: readonly string[],
  month = zurichMonth(),
): RecipeOptions {
  const ranks: ((recipes: Recipe[]) => Recipe[])[] = [];
  const notes: ((recipes: readonly Recipe[]) => string)[] = [
    (recipes) => coconutNote(recipes, restrictions),
  ];
  // The user's own « sans noix »: coconut stays allowed, but comes last.
  if (question.request.restrictions.includes('nutFree')) ranks.push(coconutLast);
  if (question.festive) ranks.push((recipes) => festiveFirst(recipes, month));
  // « un dessert de Noël », « une recette pour un anniversaire »: tagged for it first.
  const occasion = question.occasion;
  if (occasion) {
    ranks.push((recipes) =>
      sortedBy(recipes, (recipe) => (isForOccasion(recipe.id, occasion) ? 0 : 1)),
    );
  }
  if (question.noCook === 'all') {
    ranks.push(noCookFirst);
    notes.push(noCookNote);
  } else if (question.noCook === 'oven') {
    ranks.push(ovenLast);
    notes.push(ovenNote);
  }
  const spice = question.spice;
  if (spice) {
    ranks.push(spice === 'hot' ? spicyFirst : spicyLast);
    notes.push((recipes) => spiceNote(recipes, spice));
  }
  if (question.cheap) {
    ranks.push(cheapestFirst);
    notes.push(costNote);
  }
  if (question.children && spice !== 'hot') {
    ranks.push(mildFirst);
    if (!spice) notes.push(childrenNote);
  }
  return {
    ...(ranks.length > 0
      ? {
          // Children first when both: a mild dish beats a cheaper relevé one.
          rank: (recipes: Recipe[]) =>
            ranks
              .reduceRight(
                (list, rank) => rank([...list, ...recipes.filter((r) => !list.includes(r))]),
                recipes,
              )
              .slice(0, 3),
        }
      : {}),
    after: (recipes) => notes.map((note) => note(recipes)).join(''),
  };
}
