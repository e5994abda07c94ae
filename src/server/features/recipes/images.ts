import type { DishType } from '../../../shared/constants';
import { flagsOf } from '../../../shared/food/diet';
import {
  findIngredientsInText,
  ingredientById,
  normalizeFoodText,
} from '../../../shared/food/taxonomy';
import type { DietFlag, Ingredient } from '../../../shared/food/types';

const FILE_PREFIX: Record<DishType, string> = {
  boisson: 'boisson',
  apéro: 'apero',
  'amuse-bouche': 'amuse-bouche',
  entrée: 'entree',
  plat: 'plat',
  dessert: 'dessert',
};

export const IMAGES_PER_TYPE = 3;

/** A small stable hash (FNV-1a) so a recipe always gets the same image. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * What each of Popote's own illustrations shows (src/client/public/recipes), so that a picture
 * never contradicts its dish (issue 30, item 7): no steaming mug for a cold juice, no fish for
 * a vegetarian tortilla. The apéro and amuse-bouche pictures (boards, dips, spoons, canapés,
 * verrines) fit any of theirs. These three per type are the fallback the specification names.
 */
export const ILLUSTRATIONS = {
  boisson: { 1: 'verre frais', 2: 'tasse fumante', 3: 'jus ou smoothie' },
  entrée: { 1: 'salade', 2: 'soupe fumante', 3: 'part de tarte' },
  plat: { 1: 'cocotte mijotée', 2: 'poisson', 3: 'plat au four' },
  dessert: { 1: 'part de tarte aux fruits', 2: 'crème au chocolat', 3: 'tourte aux fruits rouges' },
} as const;

/**
 * The richer set (decision 0033, issue 26 item 6): one picture per family of dishes, shown when
 * the dish's own words name the family, so that a week of suggestions does not show the same
 * picture five times. File `/recipes/<type>-<family>.svg`. None of them shows meat or fish
 * except `poulet-roti` and `grillade` (given only to a dish with meat); the steaming ones
 * (`gratin`, `curry`, `legumineuses`, `poulet-roti`, `fondue`, `chocolat-chaud`) never go to a dish served cold.
 */
export const FAMILY_ILLUSTRATIONS = {
  plat: {
    pates: 'assiette de pâtes, tomates cerises et basilic',
    riz: 'poêle de riz, risotto ou céréales aux petits pois, citron',
    gratin: 'gratin de tranches dorées, fumant',
    quiche: 'quiche ou tarte salée',
    pizza: 'pizza tomate-mozzarella sur sa planche',
    curry: 'bol de curry aux pois chiches et riz, fumant',
    bol: 'bol composé (riz, edamame, légumes) et baguettes',
    'poulet-roti': 'volaille rôtie et pommes de terre, fumante',
    grillade: 'pièce de viande grillée et haricots verts',
    raclette: 'fromage à raclette coulant et pommes de terre',
    fondue: 'caquelon de fondue au fromage et pain, fumant',
    salade: 'grande assiette de salade composée',
    wrap: 'wraps ou tacos garnis de légumes',
    galette: 'galette de sarrasin pliée, œuf au centre',
    rosti: 'rösti doré sur l’assiette',
    legumes: 'légumes rôtis ou farcis sur la plaque',
    omelette: 'omelette aux herbes à la poêle',
    legumineuses: 'bol fumant de haricots ou de lentilles en sauce tomate',
    tajine: 'tajine en terre cuite, fermé',
  },
  entrée: {
    veloute: 'bol de velouté, crème et croûtons, sans vapeur',
    terrine: 'terrine en tranches',
    carpaccio: 'carpaccio de tomates et de courgettes en fines tranches',
    tartines: 'tartines garnies sur la planche',
    oeufs: 'œufs mimosa ou mollets',
  },
  dessert: {
    'gateau-chocolat': 'gâteau au chocolat',
    crepes: 'crêpes pliées, citron',
    glace: 'coupe de glace',
    verrine: 'verrines de crème et de fruits, sans chocolat',
    biscuits: 'assiette de biscuits',
  },
  boisson: {
    'chocolat-chaud': 'bol de chocolat chaud chantilly, fumant',
    'the-glace': 'grand verre de thé glacé',
  },
} as const;

type Families = typeof FAMILY_ILLUSTRATIONS;
/** A family picture's name, for the types that have some. */
export type IllustrationFamily = {
  [T in keyof Families]: keyof Families[T];
}[keyof Families];

/** A dish as the picture chooser reads it: its type, title, steps and foods. */
export interface IllustratedDish {
  type: DishType;
  /** What the neutral choices hash: a catalogue slug, a generated recipe's title. */
  key: string;
  title: string;
  steps: readonly string[];
  foods: readonly Ingredient[];
}

// « sucre glace » is sugar, not ice.
const text = (dish: IllustratedDish) =>
  normalizeFoodText([dish.title, ...dish.steps].join(' ')).replace(/\bsucre glace\b/g, 'sucre');
const heats = (words: string) =>
  /\b(?:chauff|rechauff|bouill|ebullition|infus|fremi|mijot|cuis|cuire|four|poel|revenir|dorer)/.test(
    words,
  );
// « crème bien froide » for a chantilly is not a cold drink; ice, the fridge or cooling is.
const servedCold = (words: string) =>
  /\b(?:glacon|glace|refroidi|frigo|refrigerateur|servez (?:bien )?fra|servez (?:bien )?froid)/.test(
    words,
  );

/** Served hot: heated and not cooled before it is served (a syrup boiled, then iced, is cold). */
export function servedHot(dish: IllustratedDish): boolean {
  const words = text(dish);
  return heats(words) && !servedCold(words);
}

const title = (dish: IllustratedDish) => normalizeFoodText(dish.title);
const HOT_SOUP = /\b(?:soupe|veloute|potage|bouillon|creme de|minestrone|garbure)\b/;
const TART =
  /\b(?:tarte|tartelette|quiche|feuillete|tourte|pissaladiere|clafoutis|cake|galette|pizza|flan)\b/;
const BAKED_STARTER = /\b(?:souffle|gratin|gratine|cocotte|croque|cake)\b/;
const OVEN_DISH =
  /\b(?:gratin|gratine|lasagne|lasagnes|tian|parmentier|roti|quiche|tarte|pizza|enchiladas|moussaka|cannelloni|au four|clafoutis|tourte|croziflette|tartiflette)\b/;
const NOT_A_FISH_PLATE =
  /\b(?:pates|fusilli|spaghetti|penne|tagliatelle|linguine|riz|risotto|salade|paella|pizza|quiche|tarte|gratin|lasagne|lasagnes|burger|wrap|sandwich|bowl|poke)\b/;
const STEW =
  /\b(?:mijot|ragout|curry|chili|dahl|dal|cocotte|daube|bourguignon|blanquette|tajine|pot au feu|potee|navarin|soupe|goulash|carbonade|cassoulet|choucroute|fricassee|civet|estouffade|mafe|colombo)/;
const CREAMY =
  /\b(?:mousse|creme|verrine|panna cotta|riz au lait|glace|sorbet|tiramisu|liegeois|flan|pot de|yaourt|fondant|brownie)/;

/** Which of the three pictures of the type shows this dish (1-based). */
export function illustrationNumber(dish: IllustratedDish): 1 | 2 | 3 {
  const neutral = ((stableHash(dish.key) % IMAGES_PER_TYPE) + 1) as 1 | 2 | 3;
  switch (dish.type) {
    case 'boisson':
      if (servedHot(dish)) return 2;
      return /\b(?:mix|smoothie|milkshake|lassi|jus)/.test(text(dish)) ? 3 : 1;
    case 'entrée':
      if (TART.test(title(dish)) || BAKED_STARTER.test(title(dish))) return 3;
      if (HOT_SOUP.test(title(dish)) && servedHot(dish)) return 2;
      return 1;
    case 'plat': {
      const flags = dish.foods.map(flagsOf);
      const fishDish =
        flags.some((set) => set.has('fish')) &&
        !flags.some((set) => set.has('meat')) &&
        !NOT_A_FISH_PLATE.test(title(dish));
      if (fishDish) return 2;
      if (STEW.test(title(dish))) return 1;
      if (OVEN_DISH.test(title(dish))) return 3;
      return /\b(?:mijot|cocotte)/.test(text(dish)) && !/\bau four\b/.test(text(dish)) ? 1 : 3;
    }
    case 'dessert': {
      const chocolate = dish.foods.some((food) => /chocolat|cacao/.test(food.id));
      if (TART.test(title(dish)) || /\bcrumble\b/.test(title(dish)))
        return /\b(?:fraise|framboise|myrtille|cerise|fruits rouges|mure|cassis)/.test(text(dish))
          ? 3
          : 1;
      if (chocolate || CREAMY.test(title(dish))) return 2;
      return neutral === 2 ? 1 : neutral;
    }
    default:
      return neutral;
  }
}

const PASTA =
  /\b(?:pates|spaghetti|penne|tagliatelles?|linguine|fusilli|farfalle|conchiglie|coquillettes|macaronis?|orzo|gnocchis?|rigatoni|raviolis?|spaetzle|tortellinis?)\b/;
const BAKED_PASTA = /\b(?:au four|gratin|gratine|gratinees?|lasagnes?|cannelloni)\b/;
const SOUP_SMOOTH =
  /^creme de|\b(?:veloute|potage|gaspacho|gazpacho|vichyssoise|salmorejo|soupe froide)\b/;

const has = (dish: IllustratedDish, flag: DietFlag) =>
  dish.foods.some((food) => flagsOf(food).has(flag));
const darkChocolate = (dish: IllustratedDish) =>
  dish.foods.some((food) => /chocolat|cacao/.test(food.id) && food.id !== 'chocolat-blanc');

/** The plat's family picture, read from its title (and its foods where the picture needs them). */
function platFamily(dish: IllustratedDish): IllustrationFamily | undefined {
  const name = title(dish);
  // « sortez le poulet du réfrigérateur » is not a cold dish: only a dish served cold is.
  const cold = /\bservez (?:le |la |les )?(?:bien )?(?:frais|froids?|froides?)\b|\bglacons?\b/.test(
    text(dish),
  );
  // A cheese fondue: not the chinoise, bourguignonne or vigneronne (meat in a broth, oil, wine).
  if (
    /\bfondue\b/.test(name) &&
    !/chinoise|bourguignonne|vigneronne|poireaux/.test(name) &&
    has(dish, 'dairy') &&
    !cold
  )
    return 'fondue';
  if (/\braclette\b/.test(name)) return 'raclette';
  if (/\b(?:pizzas?|lahmacun)\b/.test(name)) return 'pizza';
  if (
    /\b(?:omelette|frittata|tortilla|piperade|chakchouka|shakshuka)\b/.test(name) &&
    has(dish, 'egg')
  )
    return 'omelette';
  if (/\b(?:quiche|tartes?|tourte|flamiche|pissaladiere)\b/.test(name)) return 'quiche';
  if (/^(?:salade|taboule)\b/.test(name)) return 'salade';
  if (/\bgalettes? (?:de sarrasin|completes?)\b/.test(name) && has(dish, 'egg')) return 'galette';
  if (/\b(?:rosti|galettes? de pommes de terre|pommes sarladaises|grenailles sautees)\b/.test(name))
    return 'rosti';
  if (/\b(?:wraps?|tacos|fajitas|quesadillas?|burritos?)\b/.test(name)) return 'wrap';
  if (/\b(?:curry|dahl|dal|masala|colombo|mafe|korma)\b/.test(name) && !cold) return 'curry';
  if (
    /\b(?:bowl|bol|bibimbap|poke|nouilles|pad thai|ramen|udon|soba|vermicelles de riz|oyakodon|donburi)\b/.test(
      name,
    )
  )
    return 'bol';
  if (
    /\b(?:kung pao|bulgogi|aigre doux|laquee?|teriyaki|wok|lomo saltado)\b/.test(name) ||
    (/\bsautee?s?\b/.test(name) &&
      /\b(?:tamari|gingembre|sesame|thai|riz|tofu|tempeh)\b/.test(name))
  )
    return 'bol';
  if (
    /^(?:risotto|riz|paella|arroz|pilaf|jambalaya|biryani|semoule|boulgour|quinoa|millet|orge|couscous|moujaddara|poelee de quinoa)\b|\brisotto\b/.test(
      name,
    )
  )
    return 'riz';
  if (PASTA.test(name)) return BAKED_PASTA.test(name) ? undefined : 'pates';
  if (
    /\b(?:gratin|gratine|gratinees?|parmentier|moussaka|tartiflette|croziflette|truffade|aligot)\b/.test(
      name,
    ) &&
    !/\blasagnes?\b/.test(name) &&
    !cold
  )
    return 'gratin';
  if (
    /\b(?:tomates|poivrons|courgettes|aubergines|petits) farci(?:e)?s\b|\btian\b|\bratatouille\b|\blegumes\b.*\b(?:rotis|grilles)\b/.test(
      name,
    )
  )
    return 'legumes';
  if (/\btajines?\b/.test(name)) return 'tajine';
  if (
    (/^(?:lentilles|haricots(?! verts)|flageolets|pois chiches|feves)\b/.test(name) ||
      /\b(?:chili|cassoulet|loubia|feijoada|bolognaise de lentilles)\b/.test(name)) &&
    !cold
  )
    return 'legumineuses';
  if (
    has(dish, 'poultry') &&
    /\b(?:poulet|coquelets?|pintade|dinde|chapon|poularde)\b/.test(name) &&
    /\b(?:rotie?s?|farcie|de noel)\b/.test(name) &&
    !cold
  )
    return 'poulet-roti';
  if (
    has(dish, 'meat') &&
    /\b(?:steak|entrecote|cotelettes?|brochettes?|grillee?s?|magret|bavette|onglet|souvlakis?|chich taouk|kebab|pierrade|cote de boeuf)\b/.test(
      name,
    )
  )
    return 'grillade';
  return undefined;
}

/** The dish's family picture, or none: then one of the three of its type. */
export function illustrationFamily(dish: IllustratedDish): IllustrationFamily | undefined {
  const name = title(dish);
  switch (dish.type) {
    case 'plat':
      return platFamily(dish);
    case 'entrée':
      if (/\b(?:terrine|pate en croute|rillettes)\b/.test(name)) return 'terrine';
      if (/\b(?:carpaccio|tartare|ceviche|rubans)\b/.test(name)) return 'carpaccio';
      if (/\b(?:tartines?|toasts?|bruschettas?|crostinis?)\b/.test(name)) return 'tartines';
      if (
        !/^salade/.test(name) &&
        /\boeufs? (?:mimosa|mollets?|durs?)\b/.test(name) &&
        has(dish, 'egg')
      )
        return 'oeufs';
      if (SOUP_SMOOTH.test(name) || (HOT_SOUP.test(name) && !servedHot(dish)))
        // A smooth soup served cold, or hot every other time (the steaming bowl the rest).
        return !servedHot(dish) || stableHash(dish.key) % 2 === 0 ? 'veloute' : undefined;
      return undefined;
    case 'dessert':
      if (/\b(?:glaces?|glacee?s?|sorbets?|granite|granita|esquimaux?|semifreddo)\b/.test(name))
        return 'glace';
      if (/\b(?:crepes?|pancakes?)\b/.test(name)) return 'crepes';
      if (
        /\b(?:cookies?|biscuits?|sables?|madeleines?|financiers?|rochers?|tuiles?|croquants?|bredele|leckerli|brunsli|spitzbuben|navettes|canistrelli|shortbread)\b/.test(
          name,
        )
      )
        return 'biscuits';
      if (
        darkChocolate(dish) &&
        /\b(?:chocolat|cacao|brownies?|foret noire|sachertorte)\b/.test(name) &&
        !/\bvanille\b/.test(name) &&
        /\b(?:gateau|fondant|moelleux|brownies?|cake|foret noire|buche|sachertorte)\b/.test(name)
      )
        return 'gateau-chocolat';
      if (
        CREAMY.test(name) &&
        !/\b(?:gateau|cake|meringues?|tarte|flan patissier|brioche)\b/.test(name) &&
        !dish.foods.some((food) => /chocolat|cacao/.test(food.id))
      )
        return 'verrine';
      return undefined;
    case 'boisson':
      if (servedHot(dish))
        return darkChocolate(dish) && /\b(?:chocolat|cacao)\b/.test(name)
          ? 'chocolat-chaud'
          : undefined;
      return /\b(?:the|infusion|tisane|rooibos|mate|kombucha)\b/.test(name)
        ? 'the-glace'
        : undefined;
    default:
      return undefined;
  }
}

/** One of Popote's own illustrations of the dish (src/client/public/recipes). */
export function illustrationFor(dish: IllustratedDish): string {
  const family = illustrationFamily(dish);
  return `/recipes/${FILE_PREFIX[dish.type]}-${family ?? illustrationNumber(dish)}.svg`;
}

/** A catalogue recipe's picture, read from its foods by id. */
export function catalogueIllustration(recipe: {
  id: string;
  type: DishType;
  title: string;
  steps: readonly string[];
  ingredients: readonly (readonly [string, ...unknown[]])[];
}): string {
  return illustrationFor({
    type: recipe.type,
    key: recipe.id,
    title: recipe.title,
    steps: recipe.steps,
    foods: recipe.ingredients
      .map(([id]) => ingredientById(id))
      .filter((food): food is Ingredient => food !== undefined),
  });
}

/** A recipe known only by its text (a language model's): its foods read from its lines. */
export function textIllustration(recipe: {
  type: DishType;
  title: string;
  ingredients: readonly string[];
  instructions: readonly string[];
}): string {
  return illustrationFor({
    type: recipe.type,
    key: recipe.title,
    title: recipe.title,
    steps: recipe.instructions,
    foods: recipe.ingredients.flatMap((line) => findIngredientsInText(line)),
  });
}
