// Reads a recipe pasted from a message or an e-mail (« Coller une recette »): a title line, an
// « Ingrédients » section, a « Préparation » / « Étapes » / « Instructions » section, numbered,
// bulleted or not, with « Pour 4 personnes » and « Préparation : 20 min » where they are.
import type { RecipeDraft } from '../../../../shared/recipe-import';
import { AppError } from '../../../platform/errors';
import {
  boundedDraft,
  isNumbered,
  keyOf,
  minutesOf,
  servingsOf,
  squash,
  withoutMarker,
} from './draft-text';

const INGREDIENTS = /^(les )?ingredients?\b(.*)$/;
const STEPS =
  /^(la )?(preparation|etapes?|instructions?|deroulement|realisation|methode|mode operatoire|recette)$/;
const TIME =
  /^(?:temps (?:de )?)?(preparation|prep|cuisson|repos|total|temps total)\s*(?:[:=-]|\bde\b)?\s*(.*\d.*)$/;
const SERVINGS = /^(?:pour|portions?|parts?|personnes?|nombre de personnes)\b\s*:?\s*(\d{1,3})\b/;
const SERVINGS_AFTER = /^(?:pour )?(\d{1,3}) (?:personnes?|pers|parts?|portions?|couverts?)$/;

type Section = 'head' | 'ingredients' | 'steps';

/** The pasted recipe as a draft, or RECIPE_NOT_FOUND_IN_TEXT. */
export function readPastedRecipe(pasted: string): RecipeDraft {
  const lines = pasted
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => squash(line));
  let title = '';
  const description: string[] = [];
  const ingredients: string[] = [];
  const steps: string[] = [];
  let servings: number | null = null;
  const times: Record<'prep' | 'cook' | 'total', number | null> = {
    prep: null,
    cook: null,
    total: null,
  };
  let section: Section = 'head';
  let headed = false;
  let numberedSteps = false;

  for (const line of lines) {
    if (!line) continue;
    const key = keyOf(line);
    const time = TIME.exec(key);
    if (time && time[2]!.length <= 20) {
      const minutes = minutesOf(time[2]!);
      const which = time[1]!;
      if (minutes !== null && which !== 'repos') {
        if (which === 'cuisson') times.cook = minutes;
        else if (which.includes('total')) times.total = minutes;
        else times.prep = minutes;
        continue;
      }
      if (minutes !== null) continue;
    }
    const ingredientHeading = line.length <= 60 ? INGREDIENTS.exec(key) : null;
    if (ingredientHeading) {
      section = 'ingredients';
      headed = true;
      servings ??= servingsOf(ingredientHeading[2]);
      continue;
    }
    if (line.length <= 40 && STEPS.test(key)) {
      section = 'steps';
      headed = true;
      continue;
    }
    const servingsLine = SERVINGS.exec(key) ?? SERVINGS_AFTER.exec(key);
    if (servingsLine && line.length <= 40) {
      servings ??= Number(servingsLine[1]);
      continue;
    }
    if (section === 'head') {
      if (!title) title = withoutMarker(line).replace(/^recette\s*:\s*/i, '');
      else description.push(line);
    } else if (section === 'ingredients') {
      const ingredient = withoutMarker(line);
      if (ingredient) ingredients.push(ingredient);
    } else {
      const numbered = isNumbered(line);
      const step = withoutMarker(line);
      if (!step) continue;
      if (numbered) numberedSteps = true;
      // Numbered steps: an unnumbered line continues the step before it.
      if (numberedSteps && !numbered && steps.length > 0) steps[steps.length - 1] += ` ${step}`;
      else steps.push(step);
    }
  }

  // No « Ingrédients » nor « Préparation » heading: lines that start with a quantity, or are
  // short, are ingredients; sentences are steps.
  if (!headed) {
    for (const line of description.splice(0)) {
      const text = withoutMarker(line);
      if (looksLikeIngredient(text)) ingredients.push(text);
      else steps.push(text);
    }
    if (ingredients.length === 0 || steps.length === 0) {
      throw new AppError('RECIPE_NOT_FOUND_IN_TEXT');
    }
  }
  // Without a title line, ingredients and steps still make a recipe: the editor asks its title.
  if (title ? ingredients.length === 0 && steps.length === 0 : !ingredients.length || !steps.length)
    throw new AppError('RECIPE_NOT_FOUND_IN_TEXT');

  return boundedDraft({
    title,
    description: description.join(' '),
    servings,
    prepMinutes: times.prep,
    cookMinutes: times.cook,
    totalMinutes: times.total,
    ingredientLines: ingredients,
    steps,
    imageUrl: null,
    sourceUrl: null,
    tags: [],
    dishType: null,
  });
}

/** « 200 g de farine », « 3 œufs », « ½ citron », « Sel, poivre »: short, or a quantity first. */
function looksLikeIngredient(line: string): boolean {
  if (line.length > 80 || /[.!]$/.test(line)) return false;
  const key = keyOf(line);
  return (
    /^[\d½¼¾⅓⅔]/.test(line) ||
    /^(un|une|des|du|de la|quelques|1|sel|poivre|huile|beurre)\b/.test(key) ||
    line.split(' ').length <= 5
  );
}
