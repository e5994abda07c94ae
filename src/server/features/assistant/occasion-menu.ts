/**
 * A menu for an occasion (Noël, Nouvel An, Pâques, anniversaire, brunch, apéro dînatoire,
 * raclette ou fondue): four courses from the catalogue's occasion tags and seasons, for the
 * number of guests, every dish within the table's diets and what the message leaves out, with
 * « Tout planifier » and « Tout ajouter à la liste ». Pure.
 */
import type { DishType } from '../../../shared/constants';
import type { CatalogueEngine, CatalogueQuery, Recipe } from '../recipes';
import { CAN_DO, monthOf, tableOf, type EmbeddedReply } from './answer-table';
import { costBandOf, isForOccasion, isSpicy, isStrong } from './catalogue-facts';
import type { AssistantContext } from './embedded-assistant';
import { NBSP, joinFrench, withoutFrench } from './embedded-phrasing';
import { fr } from './knowledge/match';
import type { OccasionId, Question } from './question-kind';
import { coconutNote } from './recipe-ranking';

const OCCASION_NAMES: Record<OccasionId, string> = {
  noel: 'de Noël',
  'nouvel-an': 'du Nouvel An',
  paques: 'de Pâques',
  anniversaire: 'd’anniversaire',
  brunch: 'de brunch',
  'apero-dinatoire': 'd’apéro dînatoire',
  'raclette-fondue': 'raclette ou fondue entre amis',
};

interface Course {
  label: string;
  types: readonly DishType[];
}
const COURSES_OF: Record<OccasionId, readonly Course[]> = {
  noel: [
    { label: 'Apéritif', types: ['amuse-bouche', 'apéro'] },
    { label: 'Entrée', types: ['entrée'] },
    { label: 'Plat', types: ['plat'] },
    { label: 'Dessert', types: ['dessert'] },
  ],
  'nouvel-an': [
    { label: 'Apéritif', types: ['amuse-bouche', 'apéro'] },
    { label: 'Entrée', types: ['entrée'] },
    { label: 'Plat', types: ['plat'] },
    { label: 'Dessert', types: ['dessert'] },
  ],
  paques: [
    { label: 'Apéritif', types: ['apéro', 'amuse-bouche'] },
    { label: 'Entrée', types: ['entrée'] },
    { label: 'Plat', types: ['plat'] },
    { label: 'Dessert', types: ['dessert'] },
  ],
  anniversaire: [
    { label: 'Apéritif', types: ['apéro', 'amuse-bouche'] },
    { label: 'Entrée', types: ['entrée'] },
    { label: 'Plat', types: ['plat'] },
    { label: 'Dessert', types: ['dessert'] },
  ],
  brunch: [
    { label: 'Boisson', types: ['boisson'] },
    { label: 'Entrée', types: ['entrée'] },
    { label: 'Plat', types: ['plat'] },
    { label: 'Douceur', types: ['dessert'] },
  ],
  'apero-dinatoire': [
    { label: 'Amuse-bouche', types: ['amuse-bouche'] },
    { label: 'Apéritif', types: ['apéro'] },
    { label: 'Entrée', types: ['entrée'] },
    { label: 'Dessert', types: ['dessert'] },
  ],
  'raclette-fondue': [
    { label: 'Apéritif', types: ['apéro', 'amuse-bouche'] },
    { label: 'Entrée', types: ['entrée'] },
    { label: 'Plat', types: ['plat'] },
    { label: 'Dessert', types: ['dessert'] },
  ],
};

export function occasionReply(
  catalogue: CatalogueEngine,
  question: Question,
  context: AssistantContext,
  message: string,
): EmbeddedReply {
  // « une raclette samedi »: the raclette is the main course (a fondue when that is said).
  const named = / (raclette|fondue)/.exec(` ${message.toLowerCase()}`)?.[1];
  const occasion = question.occasion!;
  const request = question.request;
  const table = tableOf(context, request.restrictions);
  const guests = request.servings ?? context.servings;
  // « mes 40 ans », « l'anniversaire de mon mari »: a grown-up's feast, not a children's party —
  // the season's festive recipes then, and no children's ranking.
  const grownUp = occasion === 'anniversaire' && !question.children && isGrownUp(message);
  const children = question.children || (occasion === 'anniversaire' && !grownUp);
  const tags: readonly OccasionId[] = grownUp ? seasonFeasts(monthOf(context.today)) : [occasion];
  const chosen: Recipe[] = [];
  const courses: string[] = [];
  for (const course of COURSES_OF[occasion]) {
    const query: CatalogueQuery = {
      types: course.types,
      restrictions: table.restrictions,
      avoidedFoods: [...context.avoidedFoods, ...request.excludedFoods],
      required: [],
      preferredFoods: context.preferredFoods,
      dislikedFoods: context.dislikedFoods,
      fridge: null,
      maxMinutes: null,
      difficulty: null,
      usualDifficulty: context.difficulty,
      servings: guests,
      today: context.today,
      seen: context.seen,
      ...(context.own ? { own: context.own } : {}),
    };
    const candidates = catalogue
      .search(query, 400)
      .filter((recipe) => !chosen.some((other) => other.id === recipe.id));
    const score = (recipe: Recipe) =>
      (tags.some((tag) => isForOccasion(recipe.id, tag)) ? 4 : 0) +
      (recipe.inSeason ? 2 : 0) +
      (children && (isSpicy(recipe.id) || isStrong(recipe.id)) ? -3 : 0) +
      (question.cheap ? -costBandOf(recipe.id) : 0) +
      (named && course.types.includes('plat') && recipe.title.toLowerCase().includes(named)
        ? 6
        : 0);
    const best = candidates
      .map((recipe, index) => ({ recipe, index, score: score(recipe) }))
      .sort((a, b) => b.score - a.score || a.index - b.index)[0];
    if (!best) continue;
    chosen.push(children ? { ...best.recipe, spicy: isSpicy(best.recipe.id) } : best.recipe);
    courses.push(course.label);
  }
  if (chosen.length === 0) {
    return {
      text: `Je n’ai trouvé dans mon carnet aucun plat qui respecte tout votre foyer pour un menu ${OCCASION_NAMES[occasion]}. ${CAN_DO}`,
      recipes: [],
    };
  }
  // « sans porc » is said in the heading like « végétarien »: what the menu leaves out.
  const excluded = request.excludedFoods.length > 0 ? [withoutFrench(request.excludedFoods)] : [];
  const said = [...table.restrictionNames, ...excluded];
  const diets = said.length > 0 ? ` ${joinFrench(said)}` : '';
  const month = monthOf(context.today);
  const title = `Menu ${OCCASION_NAMES[occasion]}${diets}`;
  const lines = chosen.map(
    (recipe, index) =>
      `– ${courses[index]}${NBSP}: ${recipe.title}${recipe.inSeason ? ' (de saison)' : ''}${recipe.spicy ? ' (relevé)' : ''}`,
  );
  const safe =
    said.length > 0
      ? `Chaque plat respecte votre table (${joinFrench(said)}).`
      : 'Chaque plat respecte les préférences de votre foyer.';
  const text =
    fr(
      `${title}, pour ${guests} personne${guests > 1 ? 's' : ''}, avec les produits de saison en ${MONTH_NAMES[month - 1]} quand le carnet en a :\n${lines.join('\n')}\n${safe} « Tout planifier » et « Tout ajouter à la liste » sont sous les cartes.`,
    ) + coconutNote(chosen, table.restrictions);
  return {
    text,
    recipes: chosen,
    offer: { kind: 'menu', title, guests, courses },
  };
}

/** A grown-up's birthday: an age of 18 or more, or someone grown named. */
function isGrownUp(message: string): boolean {
  const text = ` ${message.toLowerCase()} `;
  const age = /(\d{2,3}) ?ans\b/.exec(text);
  if (age && Number(age[1]) >= 18) return true;
  return /\b(adultes?|mari|femme|épou(x|se)|conjoint|compagne?|papa|maman|père|mère|grand-(père|mère)|papi|mamie|mamy|collègues?|mariage|trentaine|quarantaine|cinquantaine|soixantaine)\b/.test(
    text,
  );
}

/** The feasts whose tags suit a grown-up's celebration in that month (Pâques in spring). */
const seasonFeasts = (month: number): readonly OccasionId[] =>
  month >= 3 && month <= 5 ? ['paques', 'noel'] : ['noel', 'nouvel-an'];

const MONTH_NAMES =
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' ');
