import { describe, expect, it } from 'vitest';
import { foodMatcher } from '../../../shared/food/food-matcher';
import { understand } from './understand';
import type { AssistantRequest } from './understand';

/** A request with nothing found: each case states only what differs, the rest must stay empty. */
const NOTHING: AssistantRequest = {
  intent: 'recipes',
  types: [],
  ingredients: [],
  excludedFoods: [],
  restrictions: [],
  useFridge: false,
  maxMinutes: null,
  difficulty: null,
  servings: null,
};

type Case = [message: string, expected: Partial<AssistantRequest>];

const ISSUE_EXAMPLES: Case[] = [
  [
    'Un plat rapide avec des courgettes',
    { types: ['plat'], ingredients: ['courgette'], maxMinutes: 30 },
  ],
  ['Un dessert sans œufs pour 6', { types: ['dessert'], excludedFoods: ['œufs'], servings: 6 }],
  ['Que cuisiner ce soir ?', { typesFromMealTime: true, types: ['plat'] }],
  ["Une idée avec ce qu'il y a dans mon frigo", { useFridge: true }],
  ['Un dessert rapide', { types: ['dessert'], maxMinutes: 30 }],
  [
    'Une entrée végétarienne sans gluten pour 4 personnes',
    { types: ['entrée'], restrictions: ['vegetarian', 'glutenFree'], servings: 4 },
  ],
  [
    'Un apéro sans noix ni arachides',
    { types: ['apéro'], restrictions: ['nutFree', 'peanutFree'] },
  ],
  ['Allergique aux cacahuètes', { restrictions: ['peanutFree'] }],
  [
    "J'ai du poulet et des poivrons, une idée pour deux ?",
    { ingredients: ['poulet', 'poivron'], servings: 2 },
  ],
  ['Quelque chose de facile en moins de 20 minutes', { difficulty: 'facile', maxMinutes: 20 }],
  ['Un goûter pour les enfants', { typesFromMealTime: true, types: ['dessert'] }],
];

const DISH_TYPES: Case[] = [
  ['Une idée de plat principal', { types: ['plat'] }],
  ["Qu'est-ce qu'on mange pour le dîner ?", { typesFromMealTime: true, types: ['plat'] }],
  ['Un déjeuner léger', { typesFromMealTime: true, types: ['plat'] }],
  ['Un repas de fête', { typesFromMealTime: true, types: ['plat'] }],
  ['Une recette pour demain midi', { typesFromMealTime: true, types: ['plat'] }],
  ['Des idées pour un apéritif entre amis', { types: ['apéro'] }],
  ['Un apéro dînatoire', { types: ['apéro'] }],
  ['Des amuse-bouches originaux', { types: ['amuse-bouche'] }],
  ['Une entrée fraîche', { types: ['entrée'] }],
  ['Un cocktail pour samedi', { types: ['boisson'] }],
  ['Un smoothie à la banane', { types: ['boisson'], ingredients: ['banane'] }],
  ['Quelque chose à boire', { types: ['boisson'] }],
  ['Un gâteau au chocolat', { types: ['dessert'], ingredients: ['chocolat'] }],
  ['Quelque chose de sucré', { typesFromMealTime: true, types: ['dessert'] }],
  // A dish word beats a meal time: a dessert for tonight is a dessert, not a main course.
  ['Un dessert pour ce soir', { types: ['dessert'] }],
  ['Un smoothie pour le goûter', { types: ['boisson'] }],
  ['Un menu entrée, plat, dessert pour 8', { types: ['entrée', 'plat', 'dessert'], servings: 8 }],
  ['DES DESSERTS !', { types: ['dessert'] }],
  ['un apero', { types: ['apéro'] }],
];

const INGREDIENTS: Case[] = [
  ['Une recette avec des tomates et de la mozzarella', { ingredients: ['tomate', 'mozzarella'] }],
  ['Une soupe avec des pommes de terre', { ingredients: ['pomme-de-terre'] }],
  ["Une salade à l'huile d'olive", { ingredients: ['salade', 'huile-d-olive'] }],
  ['Un plat au saumon', { types: ['plat'], ingredients: ['saumon'] }],
  ['Des crêpes', { ingredients: ['crepe'] }],
  ['Une salade de maïs', { ingredients: ['salade', 'mais'] }],
  // 'mais' the conjunction is no corn; 'sucré' the taste is no sugar.
  ['Une salade mais sans tomates', { ingredients: ['salade'], excludedFoods: ['tomates'] }],
  ['Un dessert pas trop sucré', { types: ['dessert'] }],
  ['Un gâteau sucré-salé', { types: ['dessert'] }],
  ['Une idée avec des lentilles', { ingredients: ['lentille'] }],
  ['Du poisson mais pas de saumon', { ingredients: ['poisson'], excludedFoods: ['saumon'] }],
  [
    'Un plat avec du fromage mais sans chèvre',
    { types: ['plat'], ingredients: ['fromage'], excludedFoods: ['chèvre'] },
  ],
];

const EXCLUSIONS: Case[] = [
  ['Un plat sans poulet', { types: ['plat'], excludedFoods: ['poulet'] }],
  ['Sans champignons ni olives', { excludedFoods: ['champignons', 'olives'] }],
  ['Pas de champignons, merci', { excludedFoods: ['champignons'] }],
  // « sans lait » is a milk allergy's words: no dairy at all (the diet, not milk alone).
  ['Pas d’œufs ni de lait', { excludedFoods: ['œufs'], restrictions: ['dairyFree'] }],
  ['Sans œufs et sans lait', { excludedFoods: ['œufs'], restrictions: ['dairyFree'] }],
  ["Je n'aime pas les olives", { excludedFoods: ['olives'] }],
  [
    'Je n’aime pas du tout les champignons et les olives',
    { excludedFoods: ['champignons', 'olives'] },
  ],
  ['Je déteste la coriandre', { excludedFoods: ['coriandre'] }],
  ['Un plat sans poisson', { types: ['plat'], excludedFoods: ['poisson'] }],
  ['Sans fruits de mer ni coquillages', { excludedFoods: ['fruits de mer', 'coquillages'] }],
  [
    "Une vinaigrette sans huile d'olive",
    { ingredients: ['vinaigrette'], excludedFoods: ["huile d'olive"] },
  ],
  ['Je suis allergique aux crevettes', { excludedFoods: ['crevettes'] }],
  ['Un cocktail sans alcool', { types: ['boisson'], excludedFoods: ['alcool'] }],
  ['SANS ŒUFS', { excludedFoods: ['œufs'] }],
  ['sans oeufs', { excludedFoods: ['oeufs'] }],
  // 'et des olives' turns positive again after 'pas de'.
  ['Pas de champignons et des olives', { ingredients: ['olive'], excludedFoods: ['champignons'] }],
  [
    'Un plat au poulet sans poivrons',
    { types: ['plat'], ingredients: ['poulet'], excludedFoods: ['poivrons'] },
  ],
  // Less sugar is neither wanted nor excluded.
  ['Un dessert avec pas trop de sucre', { types: ['dessert'] }],
];

const RESTRICTIONS: Case[] = [
  ['Un plat végétarien', { types: ['plat'], restrictions: ['vegetarian'] }],
  [
    'Un dîner sans viande avec du tofu',
    {
      typesFromMealTime: true,
      types: ['plat'],
      ingredients: ['tofu'],
      restrictions: ['vegetarian'],
    },
  ],
  ['Je ne mange pas de viande', { restrictions: ['vegetarian'] }],
  ['Pas de viande ni de poisson', { excludedFoods: ['poisson'], restrictions: ['vegetarian'] }],
  ['Une recette vegan', { restrictions: ['vegan'] }],
  ['Un dessert végan', { types: ['dessert'], restrictions: ['vegan'] }],
  ['Une entrée végétalienne', { types: ['entrée'], restrictions: ['vegan'] }],
  ['Un gâteau sans gluten', { types: ['dessert'], restrictions: ['glutenFree'] }],
  ['Sans lactose', { restrictions: ['dairyFree'] }],
  ['Un plat sans produits laitiers', { types: ['plat'], restrictions: ['dairyFree'] }],
  [
    'Un dessert au chocolat sans gluten ni lactose',
    { types: ['dessert'], ingredients: ['chocolat'], restrictions: ['glutenFree', 'dairyFree'] },
  ],
  ['Un apéro sans fruits à coque', { types: ['apéro'], restrictions: ['nutFree'] }],
  ['Un plat halal pour 5', { types: ['plat'], restrictions: ['halal'], servings: 5 }],
  ['Un repas casher', { typesFromMealTime: true, types: ['plat'], restrictions: ['kosher'] }],
  ['Une entrée kasher', { types: ['entrée'], restrictions: ['kosher'] }],
  ['Je suis cœliaque', { restrictions: ['glutenFree'] }],
  [
    'Allergique aux fruits à coque et intolérant au lactose',
    { restrictions: ['nutFree', 'dairyFree'] },
  ],
];

const FRIDGE: Case[] = [
  ["Qu'est-ce que je peux faire avec ce que j'ai ?", { useFridge: true }],
  ['Un plat avec les restes', { types: ['plat'], useFridge: true }],
  ["Une recette avec ce qu'il me reste", { useFridge: true }],
  ['Que faire avec les restes de poulet ?', { ingredients: ['poulet'], useFridge: true }],
  ['Vider le frigo ce soir', { typesFromMealTime: true, types: ['plat'], useFridge: true }],
  ['Il y a 2 courgettes dans mon frigo', { ingredients: ['courgette'], useFridge: true }],
];

const TIMES: Case[] = [
  ['Un plat en 45 min', { types: ['plat'], maxMinutes: 45 }],
  ['Une recette en une demi-heure', { maxMinutes: 30 }],
  ['Un dîner en 1 h', { typesFromMealTime: true, types: ['plat'], maxMinutes: 60 }],
  ['Un plat qui prend une heure', { types: ['plat'], maxMinutes: 60 }],
  ["Un plat en moins d'une heure", { types: ['plat'], maxMinutes: 60 }],
  ['Un rôti en 1h30', { maxMinutes: 90 }],
  ['Un dessert en vingt-cinq minutes', { types: ['dessert'], maxMinutes: 25 }],
  ["Un plat en un quart d'heure", { types: ['plat'], maxMinutes: 15 }],
  ['Une recette vite fait', { maxMinutes: 30 }],
  ['Une recette express', { maxMinutes: 15 }],
  ['Un plat très rapide', { types: ['plat'], maxMinutes: 15 }],
  ['Je suis pressé, une idée ?', { maxMinutes: 30 }],
  // A number said beats a manner.
  ['Un plat rapide en 20 minutes', { types: ['plat'], maxMinutes: 20 }],
];

const DIFFICULTIES: Case[] = [
  ['Une recette simple', { difficulty: 'facile' }],
  ['Un plat pour débutant', { types: ['plat'], difficulty: 'facile' }],
  ['Un dessert pas trop difficile', { types: ['dessert'], difficulty: 'facile' }],
  ['Un plat élaboré', { types: ['plat'], difficulty: 'difficile' }],
  ['Un dessert difficile', { types: ['dessert'], difficulty: 'difficile' }],
  ['Une entrée pour épater mes invités', { types: ['entrée'], difficulty: 'difficile' }],
  ['Un plat de niveau intermédiaire', { types: ['plat'], difficulty: 'moyen' }],
];

const SERVINGS: Case[] = [
  ['Un plat pour six personnes', { types: ['plat'], servings: 6 }],
  ['Un dîner à deux', { typesFromMealTime: true, types: ['plat'], servings: 2 }],
  ['On est 6 ce soir', { typesFromMealTime: true, types: ['plat'], servings: 6 }],
  ['Un plat pour 2 adultes et 2 enfants', { types: ['plat'], servings: 4 }],
  ['Un dessert pour douze', { types: ['dessert'], servings: 12 }],
  ['Une recette pour une personne', { servings: 1 }],
  ['Un dîner en amoureux', { typesFromMealTime: true, types: ['plat'], servings: 2 }],
  ['Un plat pour toute la famille', { types: ['plat'] }],
  // Up to 50 people, as a planned meal counts; beyond is out of range, not a wrong number.
  ['Un plat pour 30 personnes', { types: ['plat'], servings: 30 }],
  ['Un plat pour 80 personnes', { types: ['plat'], servings: null }],
  ['Un gâteau pour un anniversaire', { types: ['dessert'] }],
];

const COMBINED: Case[] = [
  [
    'Un plat à base de lentilles, sans oignons, facile, pour 4',
    {
      types: ['plat'],
      ingredients: ['lentille'],
      excludedFoods: ['oignons'],
      difficulty: 'facile',
      servings: 4,
    },
  ],
  [
    'Bonjour ! Un dîner végétarien rapide pour 3 avec des courgettes mais sans champignons',
    {
      typesFromMealTime: true,
      types: ['plat'],
      ingredients: ['courgette'],
      excludedFoods: ['champignons'],
      restrictions: ['vegetarian'],
      maxMinutes: 30,
      servings: 3,
    },
  ],
  [
    "Une boisson vegan avec du lait d'amande",
    { types: ['boisson'], ingredients: ['lait-d-amande'], restrictions: ['vegan'] },
  ],
];

const CONVERSATION: Case[] = [
  ['Bonjour', { intent: 'greeting' }],
  ['Salut !', { intent: 'greeting' }],
  ['Coucou', { intent: 'greeting' }],
  ['Merci beaucoup !', { intent: 'thanks' }],
  ["Merci, c'est parfait", { intent: 'thanks' }],
  ['Que sais-tu faire ?', { intent: 'help' }],
  ['Aide', { intent: 'help' }],
  ["Peux-tu m'aider ?", { intent: 'help' }],
  ['Comment ça marche ?', { intent: 'help' }],
  ["J'ai faim", {}],
  ['Une idée de recette ?', {}],
  ['Bonjour, une idée de dessert ?', { types: ['dessert'] }],
];

const UNRELATED: Case[] = [
  ['Quel temps fait-il ?', { intent: 'unknown' }],
  ["Combien coûte l'abonnement ?", { intent: 'unknown' }],
  ['Comment résilier mon abonnement ?', { intent: 'unknown' }],
  ["Quelle est la capitale de l'Italie ?", { intent: 'unknown' }],
  ['Raconte-moi une blague', { intent: 'unknown' }],
  ['Qui a gagné le match hier soir ?', { intent: 'unknown' }],
  ['', { intent: 'unknown' }],
  // No fridge: « qu'est-ce qu'il y a » is a question, not « ce qu'il y a dans mon frigo ».
  ["Qu'est-ce qu'il y a à manger ?", {}],
];

const CASES: Case[] = [
  ...ISSUE_EXAMPLES,
  ...DISH_TYPES,
  ...INGREDIENTS,
  ...EXCLUSIONS,
  ...RESTRICTIONS,
  ...FRIDGE,
  ...TIMES,
  ...DIFFICULTIES,
  ...SERVINGS,
  ...COMBINED,
  ...CONVERSATION,
  ...UNRELATED,
];

describe('understand', () => {
  it.each(CASES)('reads « %s »', (message, expected) => {
    expect(understand(message)).toEqual({ ...NOTHING, ...expected });
  });

  it('reads at least 70 requests', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(70);
  });

  it('never both wants and excludes a food', () => {
    for (const [message] of CASES) {
      const request = understand(message);
      const excluded = foodMatcher(request.excludedFoods);
      for (const id of request.ingredients) expect(excluded.ids.has(id)).toBe(false);
    }
  });

  it('gives excluded foods that foodMatcher understands', () => {
    const { excludedFoods } = understand(
      "Un dessert sans œufs, sans fruits de mer ni huile d'olive",
    );
    const matcher = foodMatcher(excludedFoods);
    expect(excludedFoods).toEqual(['œufs', 'fruits de mer', "huile d'olive"]);
    expect(matcher.ids).toEqual(new Set(['oeuf', 'fruit-de-mer', 'huile-d-olive']));
    expect(matcher.flags.has('shellfish')).toBe(true);
  });

  it('makes « sans gluten » a restriction, never a food named gluten', () => {
    const request = understand('Une pizza sans gluten');
    expect(request.restrictions).toEqual(['glutenFree']);
    expect(request.excludedFoods).toEqual([]);
  });

  it('reads both apostrophes and any case alike', () => {
    const curly = understand('Je n’aime pas les olives, j’ai du poulet');
    const straight = understand("JE N'AIME PAS LES OLIVES, J'AI DU POULET");
    expect(curly.ingredients).toEqual(['poulet']);
    expect(straight.ingredients).toEqual(curly.ingredients);
    expect(straight.excludedFoods).toEqual(['olives']);
  });

  it('answers the same way every time', () => {
    const message = 'Un dessert sans œufs pour 6';
    expect(understand(message)).toEqual(understand(message));
  });
});
