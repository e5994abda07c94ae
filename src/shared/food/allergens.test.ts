import { describe, expect, it } from 'vitest';
import { flagsOf } from './diet';
import { ALL_INGREDIENTS, findIngredient, kindsOf, normalizeFoodText, singular } from './taxonomy';
import type { DietFlag, Ingredient } from './types';

/** The 14 allergens of EU and Swiss labelling, as diet flags. */
const ALLERGENS = [
  'gluten',
  'crustacean',
  'egg',
  'fish',
  'peanut',
  'soy',
  'dairy',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'mollusc',
] as const satisfies readonly DietFlag[];
type Allergen = (typeof ALLERGENS)[number];

const spellingsOf = (ingredient: Ingredient) =>
  [ingredient.name, ingredient.plural, ...(ingredient.synonyms ?? [])].filter(
    (spelling): spelling is string => Boolean(spelling),
  );

/** Normalized, plural-less words, padded with spaces so that a search stops at word ends. */
const padded = (text: string) => ` ${singular(normalizeFoodText(text))} `;

/** The allergens an ingredient carries, what flagsOf derives included (a mix is both). */
const allergensOf = (ingredient: Ingredient): Allergen[] => {
  const flags = flagsOf(ingredient);
  return ALLERGENS.filter((allergen) => flags.has(allergen));
};

const named = (name: string): Ingredient => {
  const ingredient = findIngredient(name);
  if (!ingredient) throw new Error(`no ingredient named « ${name} »`);
  return ingredient;
};

describe('allergen decisions', () => {
  it('gives every ingredient an explicit flags array', () => {
    // Checked at run time: data can be spread or built, and a missing array is a missing decision.
    const undecided = ALL_INGREDIENTS.filter(
      (ingredient) => !Array.isArray((ingredient as { flags?: unknown }).flags),
    ).map((ingredient) => ingredient.id);
    expect(undecided).toEqual([]);
  });

  it('writes crustacean or mollusc, and a raw shellfish only on a mix of both', () => {
    const raw = ALL_INGREDIENTS.filter((ingredient) => ingredient.flags.includes('shellfish'));
    expect(raw.map((ingredient) => ingredient.id)).toEqual(['fruit-de-mer']);
    for (const ingredient of raw) {
      expect(ingredient.flags, ingredient.id).not.toContain('crustacean');
      expect(ingredient.flags, ingredient.id).not.toContain('mollusc');
    }
  });

  it('flags each of the 14 allergens on at least one ingredient', () => {
    const carried = new Set(ALL_INGREDIENTS.flatMap((ingredient) => ingredient.flags));
    expect(ALLERGENS.filter((allergen) => !carried.has(allergen))).toEqual([]);
  });

  it('never flags coconut, nutmeg, chestnut or another « noix de » as a nut', () => {
    const names = [
      'noix de coco',
      'noix de coco râpée',
      'chips de coco',
      'lait de coco',
      'crème de coco',
      'huile de noix de coco',
      'sucre de coco',
      'eau de coco',
      'liqueur de noix de coco',
      'noix de muscade',
      'châtaigne',
      'marron glacé',
      'crème de marrons',
      'farine de châtaigne',
      'noix de Saint-Jacques',
      'noix de beurre',
    ];
    for (const name of names) {
      const flags = named(name).flags;
      expect(flags, name).not.toContain('nuts');
      expect(flags, name).not.toContain('peanut');
    }
  });
});

/**
 * Tell-tale words in a name or synonym and the allergen they give away. `ignore` lists
 * phrases that contain a word without meaning the allergen; `except` the ingredients that
 * are allowed not to carry it, each with the reason (an exception that does carry the
 * allergen fails, so the list stays short and true).
 */
interface Guard {
  readonly allergen: Allergen;
  readonly words: readonly string[];
  readonly ignore?: readonly string[];
  readonly except?: Readonly<Record<string, string>>;
}

const GUARDS: readonly Guard[] = [
  {
    allergen: 'nuts',
    words: [
      'amande',
      'noisette',
      'noix',
      'pistache',
      'cajou',
      'anacarde',
      'pécan',
      'macadamia',
      'praliné',
      'pralin',
      'nougat',
      'massepain',
      'frangipane',
      'gianduja',
      'pesto',
      'orgeat',
      'amaretto',
      'amaretti',
      'Nutella',
    ],
    ignore: ['noix de coco', 'noix de muscade', 'noix de Saint-Jacques', 'noix de beurre'],
  },
  { allergen: 'peanut', words: ['arachide', 'cacahuète', 'cacahouète'] },
  {
    allergen: 'soy',
    words: ['soja', 'tofu', 'miso', 'tempeh', 'tamari', 'edamame', 'shoyu', 'kecap manis'],
  },
  {
    allergen: 'sesame',
    words: ['sésame', 'tahin', 'tahini', 'houmous', 'hummus', 'zaatar', 'za’atar', 'gomasio'],
  },
  {
    allergen: 'celery',
    words: ['céleri', 'bouillon', 'bouillon cube', 'fond de veau', 'fond de volaille', 'fumet'],
  },
  {
    allergen: 'mustard',
    words: ['moutarde', 'mayonnaise', 'mayo', 'vinaigrette', 'samouraï'],
  },
  { allergen: 'lupin', words: ['lupin'] },
  {
    allergen: 'crustacean',
    words: [
      'crevette',
      'gambas',
      'homard',
      'langoustine',
      'langouste',
      'crabe',
      'écrevisse',
      'tourteau',
      'araignée de mer',
    ],
  },
  {
    allergen: 'mollusc',
    words: [
      'moule',
      'huître',
      'calamar',
      'calmar',
      'encornet',
      'seiche',
      'poulpe',
      'pieuvre',
      'escargot',
      'Saint-Jacques',
      'pétoncle',
      'palourde',
      'vongole',
      'bulot',
      'bigorneau',
    ],
  },
  {
    allergen: 'fish',
    words: [
      'poisson',
      'anchois',
      'nuoc-mâm',
      'Worcestershire',
      'saumon',
      'thon',
      'cabillaud',
      'morue',
      'sardine',
      'maquereau',
      'hareng',
      'truite',
      'caviar',
      'tarama',
      'surimi',
    ],
    // An aubergine dip.
    ignore: ['caviar d’aubergine'],
  },
  {
    allergen: 'sulphites',
    words: [
      'vin',
      'vinaigre',
      'balsamique',
      'cidre',
      'bière',
      'champagne',
      'porto',
      'xérès',
      'madère',
      'marsala',
      'vermouth',
      'cognac',
      'abricot sec',
      'raisin sec',
      'fruit confit',
    ],
    except: {
      'vinaigre-blanc': 'spirit vinegar (« vinaigre d’alcool ») is not sulphited',
      'vinaigre-de-riz': 'Japanese rice vinegar is not sulphited',
      'ginger-beer': '« bière de gingembre » is a soft drink',
    },
  },
  {
    allergen: 'gluten',
    words: [
      'blé',
      'farine de blé',
      'seigle',
      'orge',
      'épeautre',
      'avoine',
      'boulgour',
      'bulgur',
      'couscous',
      'semoule',
      'chapelure',
      'panko',
      'pain',
      'pâte feuilletée',
      'pâte brisée',
      'pâte sablée',
      'biscuit',
      'bière',
      'seitan',
    ],
    // Buckwheat (« blé noir ») and maize are not wheat; « semoule » is also a grind size.
    ignore: ['blé noir', 'semoule de maïs', 'sucre semoule', 'ail semoule'],
    except: { 'ginger-beer': '« bière de gingembre » is a soft drink' },
  },
  {
    allergen: 'dairy',
    words: ['lait', 'beurre', 'fromage', 'yaourt', 'crème fraîche', 'chantilly'],
    // Plant « milks » and nut « butters »; « haricot beurre » is a bean.
    ignore: [
      'lait de coco',
      'lait coco',
      'lait de soja',
      'lait d’amande',
      'lait d’avoine',
      'lait de riz',
      'beurre de cacahuète',
      'beurre d’arachide',
      'beurre d’amande',
      'beurre de noisette',
      'haricot beurre',
      'yaourt au soja',
      'yaourt végétal',
    ],
  },
  {
    allergen: 'egg',
    words: ['œuf', 'mayonnaise', 'mayo', 'meringue', 'brioche'],
    // Fish roe.
    ignore: ['œuf de lump', 'œuf de saumon'],
  },
];

/** The spelling of the ingredient that gives the guard's allergen away, if any. */
function telltale(guard: Guard, ingredient: Ingredient): string | undefined {
  const words = guard.words.map(padded);
  const ignored = (guard.ignore ?? []).map(padded);
  return spellingsOf(ingredient).find((spelling) => {
    let text = padded(spelling);
    for (const phrase of ignored) text = text.replaceAll(phrase, ' ');
    return words.some((word) => text.includes(word));
  });
}

/** The ingredients whose names give the guard's allergen away but that do not carry it. */
function guardViolations(guard: Guard, ingredients: readonly Ingredient[]): string[] {
  const violations: string[] = [];
  for (const ingredient of ingredients) {
    if (guard.except && ingredient.id in guard.except) continue;
    const hit = telltale(guard, ingredient);
    if (hit && !flagsOf(ingredient).has(guard.allergen))
      violations.push(`${ingredient.id} (« ${hit} »)`);
  }
  return violations;
}

const guardOf = (allergen: Allergen): Guard => {
  const guard = GUARDS.find((candidate) => candidate.allergen === allergen);
  if (!guard) throw new Error(`no guard for ${allergen}`);
  return guard;
};

describe('tell-tale words in names', () => {
  for (const guard of GUARDS)
    it(`flag ${guard.allergen} where the name gives it away`, () => {
      expect(guardViolations(guard, ALL_INGREDIENTS)).toEqual([]);
      expect(ALL_INGREDIENTS.some((ingredient) => telltale(guard, ingredient))).toBe(true);
      for (const [id, reason] of Object.entries(guard.except ?? {})) {
        const ingredient = ALL_INGREDIENTS.find((candidate) => candidate.id === id);
        expect(ingredient, `${id}: ${reason}`).toBeDefined();
        expect(ingredient?.flags, `${id}: ${reason}`).not.toContain(guard.allergen);
      }
    });

  it('catch a new ingredient that forgets its allergen, on word boundaries', () => {
    const fake = (id: string, name: string, flags: DietFlag[] = []): Ingredient => ({
      id,
      name,
      aisle: 'autre',
      unit: 'g',
      flags,
    });
    const nuts = guardOf('nuts');
    expect(guardViolations(nuts, [fake('creme-de-noisette', 'crème de noisette')])).toHaveLength(1);
    expect(guardViolations(nuts, [fake('noix-de-pecan', 'noix de pécan')])).toHaveLength(1);
    expect(guardViolations(nuts, [fake('farine-de-coco', 'farine de noix de coco')])).toEqual([]);
    const sulphites = guardOf('sulphites');
    expect(guardViolations(sulphites, [fake('vin-chaud', 'vin chaud')])).toHaveLength(1);
    expect(guardViolations(sulphites, [fake('vin-chaud', 'vin chaud', ['sulphites'])])).toEqual([]);
    expect(guardViolations(sulphites, [fake('vinasse', 'vinasse')])).toEqual([]);
    const mollusc = guardOf('mollusc');
    expect(guardViolations(mollusc, [fake('moule', 'moules', ['shellfish'])])).toEqual([]);
  });
});

/** Every kind of these general ingredients carries the allergen (« fromage » covers comté). */
const KINDS: ReadonlyArray<[string, Allergen, Readonly<Record<string, string>>?]> = [
  ['pates', 'gluten'],
  ['pain', 'gluten'],
  ['farine', 'gluten'],
  ['biere', 'gluten'],
  ['biere', 'sulphites'],
  ['vin', 'sulphites'],
  [
    'vinaigre',
    'sulphites',
    {
      'vinaigre-blanc': 'spirit vinegar is not sulphited',
      'vinaigre-de-riz': 'rice vinegar is not sulphited',
    },
  ],
  ['fromage', 'dairy'],
  ['lait', 'dairy'],
  ['beurre', 'dairy'],
  ['creme', 'dairy'],
  ['yaourt', 'dairy'],
  ['oeuf', 'egg'],
  ['poisson', 'fish'],
  ['saumon', 'fish'],
  ['crevette', 'crustacean'],
  ['crabe', 'crustacean'],
  ['amande', 'nuts'],
  ['noisette', 'nuts'],
  ['pistache', 'nuts'],
  ['cacahuete', 'peanut'],
  ['tofu', 'soy'],
  ['sauce-soja', 'soy'],
  ['graine-de-sesame', 'sesame'],
  ['moutarde', 'mustard'],
  ['chocolat', 'soy'],
];

describe('kinds of an allergenic ingredient', () => {
  for (const [general, allergen, except = {}] of KINDS)
    it(`flag every kind of ${general} ${allergen}`, () => {
      const missing = ALL_INGREDIENTS.filter(
        (ingredient) =>
          kindsOf(ingredient).includes(general) &&
          !(ingredient.id in except) &&
          !flagsOf(ingredient).has(allergen),
      ).map((ingredient) => ingredient.id);
      expect(missing).toEqual([]);
    });
});

/** Prepared and derived ingredients, found by name, with all of their allergens. */
const PREPARED: ReadonlyArray<[string, readonly Allergen[]]> = [
  // Tree nuts.
  ['pesto', ['egg', 'dairy', 'nuts']],
  ['pesto rouge', ['egg', 'dairy', 'nuts']],
  ['praliné', ['nuts']],
  ['pralin', ['nuts']],
  ['pâte d’amande', ['nuts']],
  ['massepain', ['nuts']],
  ['nougat', ['egg', 'nuts']],
  ['Nutella', ['soy', 'dairy', 'nuts']],
  ['poudre d’amande', ['nuts']],
  ['poudre de noisette', ['nuts']],
  ['lait d’amande', ['nuts']],
  ['purée d’amande', ['nuts']],
  ['beurre de noisette', ['nuts']],
  ['pâte de pistache', ['nuts']],
  ['huile de noix', ['nuts']],
  ['huile de noisette', ['nuts']],
  ['sirop d’orgeat', ['nuts']],
  ['amaretto', ['nuts']],
  ['amaretti', ['gluten', 'egg', 'nuts']],
  ['macaron', ['egg', 'dairy', 'nuts']],
  ['muesli', ['gluten', 'nuts']],
  ['mélange étudiant', ['peanut', 'nuts', 'sulphites']],
  // Peanuts, never tree nuts.
  ['cacahuète', ['peanut']],
  ['cacahuètes salées', ['peanut']],
  ['beurre de cacahuète', ['peanut']],
  ['huile d’arachide', ['peanut']],
  // Soy.
  ['sauce soja', ['gluten', 'soy']],
  ['kecap manis', ['gluten', 'soy']],
  ['tamari', ['soy']],
  ['miso', ['gluten', 'soy']],
  ['tofu', ['soy']],
  ['tempeh', ['soy']],
  ['edamame', ['soy']],
  ['lait de soja', ['soy']],
  ['crème de soja', ['soy']],
  ['seitan', ['gluten', 'soy']],
  ['sauce hoisin', ['gluten', 'soy', 'sesame']],
  ['sauce teriyaki', ['gluten', 'soy']],
  ['gochujang', ['gluten', 'soy']],
  ['chocolat noir', ['soy']],
  ['chocolat au lait', ['soy', 'dairy']],
  // Sesame.
  ['tahini', ['sesame']],
  ['houmous', ['sesame']],
  ['huile de sésame', ['sesame']],
  ['zaatar', ['sesame']],
  ['pain burger', ['gluten', 'egg', 'dairy', 'sesame']],
  // Celery.
  ['céleri branche', ['celery']],
  ['céleri-rave', ['celery']],
  ['bouillon cube', ['celery']],
  ['fond de volaille', ['celery']],
  ['bouillon de bœuf', ['celery']],
  ['fond de veau', ['gluten', 'celery']],
  ['fumet de poisson', ['fish', 'celery']],
  ['ketchup', ['celery']],
  // Mustard.
  ['moutarde de Dijon', ['mustard', 'sulphites']],
  ['moutarde à l’ancienne', ['mustard', 'sulphites']],
  ['graine de moutarde', ['mustard']],
  ['mayonnaise', ['egg', 'mustard']],
  ['vinaigrette', ['mustard', 'sulphites']],
  ['sauce samouraï', ['egg', 'mustard']],
  ['cornichon', ['mustard', 'sulphites']],
  // Lupin.
  ['farine de lupin', ['lupin']],
  // Fish, crustaceans and molluscs.
  ['nuoc-mâm', ['fish']],
  ['sauce Worcestershire', ['gluten', 'fish']],
  ['tapenade', ['fish']],
  ['surimi', ['gluten', 'crustacean', 'egg', 'fish']],
  ['tarama', ['gluten', 'fish']],
  ['pâte de curry', ['crustacean']],
  ['sauce d’huître', ['gluten', 'mollusc']],
  ['fruits de mer', ['crustacean', 'mollusc']],
  ['noix de Saint-Jacques', ['mollusc']],
  ['escargot', ['mollusc']],
  ['tourteau', ['crustacean']],
  // Gluten, dairy and egg.
  ['béchamel', ['gluten', 'dairy']],
  ['pâte feuilletée', ['gluten', 'dairy']],
  ['pâte brisée', ['gluten', 'dairy']],
  ['brioche', ['gluten', 'egg', 'dairy']],
  ['pâtes fraîches', ['gluten', 'egg']],
  ['nouilles aux œufs', ['gluten', 'egg']],
  ['biscuit cuillère', ['gluten', 'egg']],
  ['spéculoos', ['gluten', 'soy']],
  ['lemon curd', ['egg', 'dairy']],
  ['crème anglaise', ['egg', 'dairy']],
  ['parmesan', ['dairy']],
  ['grana padano', ['egg', 'dairy']],
  // Sulphites.
  ['vin blanc', ['sulphites']],
  ['vinaigre de vin', ['sulphites']],
  ['vinaigre balsamique', ['sulphites']],
  ['vinaigre de cidre', ['sulphites']],
  ['vinaigre blanc', []],
  ['cidre', ['sulphites']],
  ['bière', ['gluten', 'sulphites']],
  ['champagne', ['sulphites']],
  ['porto', ['sulphites']],
  ['cognac', ['sulphites']],
  ['abricots secs', ['sulphites']],
  ['raisins secs', ['sulphites']],
  ['fruit confit', ['sulphites']],
  // Free of the 14.
  ['noix de coco', []],
  ['lait de coco', []],
  ['muscade', []],
  ['châtaigne', []],
  ['crème de marrons', []],
  ['farine de sarrasin', []],
  ['polenta', []],
  ['tortilla de maïs', []],
  ['lait d’avoine', ['gluten']],
  ['lait de riz', []],
  ['graine de tournesol', []],
  ['huile d’olive', []],
  ['rhum', []],
];

describe('prepared and derived ingredients', () => {
  for (const [name, allergens] of PREPARED) {
    const carries = allergens.length > 0 ? allergens.join(', ') : 'none of the 14';
    it(`« ${name} » carries ${carries}`, () => {
      const ingredient = named(name);
      expect(allergensOf(ingredient), ingredient.id).toEqual(
        ALLERGENS.filter((allergen) => allergens.includes(allergen)),
      );
    });
  }
});
