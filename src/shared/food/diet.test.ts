import { describe, expect, it } from 'vitest';
import type { Restriction } from './diet';
import {
  compatibleRestrictions,
  FORBIDDEN_FLAGS,
  ingredientsBreaking,
  isAllowed,
  restrictionsBroken,
} from './diet';
import { ALL_INGREDIENTS, ingredientById } from './taxonomy';
import type { DietFlag, Ingredient } from './types';

const ALL_RESTRICTIONS = Object.keys(FORBIDDEN_FLAGS) as Restriction[];
/** Every restriction but the broken ones, in FORBIDDEN_FLAGS order. */
const allBut = (...broken: Restriction[]) =>
  ALL_RESTRICTIONS.filter((restriction) => !broken.includes(restriction));

const byId = (id: string): Ingredient => {
  const ingredient = ingredientById(id);
  if (!ingredient) throw new Error(`unknown ingredient ${id}`);
  return ingredient;
};
const list = (...ids: string[]) => ids.map(byId);

/** Each id alone is allowed / forbidden for the restriction. */
function expectAlone(restriction: Restriction, allowed: string[], forbidden: string[]) {
  for (const id of allowed)
    expect(isAllowed([byId(id)], restriction), `${id} ${restriction}`).toBe(true);
  for (const id of forbidden)
    expect(isAllowed([byId(id)], restriction), `${id} ${restriction}`).toBe(false);
}

describe('vegetarian', () => {
  it('forbids flesh, fish, shellfish, gelatin and meat stocks', () => {
    expectAlone(
      'vegetarian',
      [
        'tomate',
        'oeuf',
        'beurre',
        'miel',
        'comte',
        'lait',
        'tofu',
        'pates',
        'vin-blanc',
        'chocolat-noir',
        'agar-agar',
        'bouillon-de-legumes',
        'mayonnaise',
        'pesto',
      ],
      [
        'jambon',
        'lardon',
        'poulet',
        'boeuf',
        'saumon',
        'crevette',
        'gelatine',
        'guimauve',
        'anchois',
        'sauce-worcestershire',
        'nuoc-mam',
        'bouillon-de-volaille',
        'fond-de-veau',
        'saindoux',
        'merguez',
        'escargot',
        'surimi',
        'calamar',
      ],
    );
  });
});

describe('vegan', () => {
  it('also forbids dairy, eggs, honey and other animal products', () => {
    expectAlone(
      'vegan',
      [
        'tomate',
        'tofu',
        'tempeh',
        'lait-de-coco',
        'lait-de-soja',
        'margarine-vegetale',
        'chocolat-noir',
        'pates',
        'farine',
        'huile-d-olive',
        'sirop-d-erable',
        'agar-agar',
        'sucre',
        'pain',
        'vin-rouge',
      ],
      [
        'miel',
        'beurre',
        'oeuf',
        'mayonnaise',
        'lait',
        'creme-fraiche',
        'parmesan',
        'chocolat-au-lait',
        'chocolat-blanc',
        'brioche',
        'gelatine',
        'colorant-alimentaire',
        'jambon',
        'saumon',
        'ghee',
        'pesto',
        'pates-fraiches',
        'glace-vanille',
      ],
    );
  });
});

describe('glutenFree', () => {
  it('forbids wheat, barley, rye, oats and what is made of them', () => {
    expectAlone(
      'glutenFree',
      [
        'riz',
        'riz-basmati',
        'quinoa',
        'sarrasin',
        'farine-de-sarrasin',
        'farine-de-riz',
        'maizena',
        'polenta',
        'pomme-de-terre',
        'tamari',
        'tortilla-de-mais',
        'nouille-de-riz',
        'vin-blanc',
        'cidre',
        'tofu',
        'poulet',
        'lait',
      ],
      [
        'farine',
        'pain',
        'baguette',
        'pates',
        'spaghetti',
        'biere',
        'biere-sans-alcool',
        'sauce-soja',
        'seitan',
        'boulgour',
        'couscous',
        'semoule',
        'chapelure',
        'pate-feuilletee',
        'flocon-d-avoine',
        'surimi',
        'biscuit-cuillere',
        'speculoos',
      ],
    );
  });
});

describe('dairyFree', () => {
  it('forbids milk, butter, cream, cheese and what is made of them', () => {
    expectAlone(
      'dairyFree',
      [
        'lait-de-coco',
        'lait-d-avoine',
        'lait-de-soja',
        'creme-de-soja',
        'margarine-vegetale',
        'oeuf',
        'chocolat-noir',
        'huile-d-olive',
        'poulet',
        'mayonnaise',
      ],
      [
        'lait',
        'lait-entier',
        'beurre',
        'beurre-demi-sel',
        'ghee',
        'creme-fraiche',
        'creme-liquide',
        'yaourt',
        'comte',
        'parmesan',
        'mozzarella',
        'chocolat-au-lait',
        'chocolat-blanc',
        'pesto',
        'brioche',
        'pate-a-tartiner',
        'baileys',
        'pate-feuilletee',
      ],
    );
  });
});

describe('nutFree', () => {
  it('forbids tree nuts, peanuts and what is made of them, not coconut or sesame', () => {
    expectAlone(
      'nutFree',
      [
        'noix-de-coco',
        'noix-de-coco-rapee',
        'lait-de-coco',
        'graine-de-sesame',
        'tahini',
        'muscade',
        'chocolat-noir',
        'marron',
        'graine-de-tournesol',
      ],
      [
        'amande',
        'noisette',
        'noix',
        'noix-de-cajou',
        'pistache',
        'cacahuete',
        'beurre-de-cacahuete',
        'poudre-d-amande',
        'lait-d-amande',
        'praline',
        'pate-d-amande',
        'pesto',
        'pate-a-tartiner',
        'sirop-d-orgeat',
        'amaretto',
        'pignon-de-pin',
        'huile-d-arachide',
      ],
    );
  });
});

describe('peanutFree', () => {
  it('forbids peanuts and what is made of them, not tree nuts', () => {
    expectAlone(
      'peanutFree',
      ['amande', 'noisette', 'noix-de-cajou', 'pate-d-amande', 'noix-de-coco', 'huile-d-olive'],
      ['cacahuete', 'cacahuete-salee', 'beurre-de-cacahuete', 'huile-d-arachide', 'fruit-sec'],
    );
  });
});

describe('crustaceanFree and molluscFree', () => {
  it('tell crustaceans from molluscs, and forbid both for a mix', () => {
    expectAlone(
      'crustaceanFree',
      ['moule', 'huitre', 'calamar', 'escargot', 'sauce-d-huitre', 'saumon'],
      ['crevette', 'gambas', 'homard', 'crabe', 'surimi', 'pate-de-curry', 'fruit-de-mer'],
    );
    expectAlone(
      'molluscFree',
      ['crevette', 'homard', 'crabe', 'surimi', 'saumon'],
      [
        'moule',
        'huitre',
        'calamar',
        'coquille-saint-jacques',
        'escargot',
        'sauce-d-huitre',
        'fruit-de-mer',
      ],
    );
  });
});

describe('the other allergens', () => {
  it('forbid what carries them', () => {
    expectAlone(
      'eggFree',
      ['pates', 'aquafaba', 'pain', 'beurre'],
      ['oeuf', 'jaune-d-oeuf', 'mayonnaise', 'brioche', 'pates-fraiches', 'meringue'],
    );
    expectAlone(
      'fishFree',
      ['crevette', 'moule', 'tofu', 'sauce-soja'],
      ['saumon', 'anchois', 'nuoc-mam', 'sauce-worcestershire', 'tapenade', 'surimi'],
    );
    expectAlone(
      'soyFree',
      ['lait-de-coco', 'lait-d-avoine', 'huile-d-olive', 'pois-chiche', 'cacao-en-poudre'],
      [
        'tofu',
        'tempeh',
        'sauce-soja',
        'tamari',
        'miso',
        'edamame',
        'lait-de-soja',
        'chocolat-noir',
      ],
    );
    expectAlone(
      'sesameFree',
      ['huile-d-olive', 'graine-de-tournesol', 'pain', 'graine-de-pavot'],
      ['graine-de-sesame', 'tahini', 'houmous', 'huile-de-sesame', 'zaatar', 'pain-burger'],
    );
    expectAlone(
      'celeryFree',
      ['fenouil', 'persil', 'carotte', 'poireau'],
      ['celeri', 'celeri-rave', 'bouillon-de-legumes', 'bouillon-de-volaille', 'fond-de-veau'],
    );
    expectAlone(
      'mustardFree',
      ['huile-d-olive', 'vinaigre-de-vin', 'raifort'],
      ['moutarde', 'moutarde-a-l-ancienne', 'graine-de-moutarde', 'mayonnaise', 'vinaigrette'],
    );
    expectAlone('lupinFree', ['farine', 'pois-chiche'], ['farine-de-lupin']);
    expectAlone(
      'sulphiteFree',
      ['vinaigre-blanc', 'raisin', 'abricot', 'rhum', 'jus-de-raisin'],
      [
        'vin-blanc',
        'vinaigre-de-vin',
        'vinaigre-balsamique',
        'cidre',
        'biere',
        'champagne',
        'abricot-sec',
        'raisin-sec',
      ],
    );
  });
});

describe('halal', () => {
  it('forbids pork, alcohol and gelatin', () => {
    expectAlone(
      'halal',
      [
        'poulet',
        'boeuf',
        'agneau',
        'merguez',
        'saumon',
        'crevette',
        'lait',
        'creme-fraiche',
        'agar-agar',
        'vinaigre-de-vin',
        'jus-de-raisin',
      ],
      [
        'jambon',
        'lardon',
        'chorizo',
        'saucisson',
        'bacon',
        'saindoux',
        'vin-blanc',
        'vin',
        'biere',
        'biere-sans-alcool',
        'rhum',
        'extrait-de-vanille',
        'kirsch',
        'mirin',
        'gelatine',
        'guimauve',
        'bonbon',
      ],
    );
  });
});

describe('kosher', () => {
  it('forbids pork and shellfish', () => {
    expectAlone(
      'kosher',
      ['poulet', 'boeuf', 'saumon', 'thon', 'creme-fraiche', 'beurre', 'vin-blanc'],
      [
        'jambon',
        'lardon',
        'crevette',
        'gambas',
        'moule',
        'homard',
        'calamar',
        'poulpe',
        'huitre',
        'coquille-saint-jacques',
        'sauce-d-huitre',
        'escargot',
      ],
    );
  });

  it('forbids meat (poultry included) together with dairy, not fish with dairy', () => {
    expect(isAllowed(list('poulet'), 'kosher')).toBe(true);
    expect(isAllowed(list('creme-fraiche'), 'kosher')).toBe(true);
    expect(isAllowed(list('poulet', 'creme-fraiche'), 'kosher')).toBe(false);
    expect(isAllowed(list('boeuf-hache', 'parmesan'), 'kosher')).toBe(false);
    expect(isAllowed(list('bouillon-de-volaille', 'beurre'), 'kosher')).toBe(false);
    expect(isAllowed(list('saumon', 'creme-fraiche'), 'kosher')).toBe(true);
    expect(isAllowed(list('poulet', 'huile-d-olive', 'citron'), 'kosher')).toBe(true);
    expect(
      ingredientsBreaking(list('poulet', 'creme-fraiche', 'champignon'), 'kosher').map((i) => i.id),
    ).toEqual(['poulet', 'creme-fraiche']);
  });
});

describe('compatibleRestrictions of realistic recipes', () => {
  it('computes the diets of a dish from its ingredients', () => {
    // Quiche lorraine.
    expect(
      compatibleRestrictions(
        list('pate-brisee', 'lardon', 'oeuf', 'creme-fraiche', 'lait', 'muscade', 'sel', 'poivre'),
      ),
    ).toEqual(
      allBut('vegetarian', 'vegan', 'halal', 'kosher', 'glutenFree', 'dairyFree', 'eggFree'),
    );
    // Ratatouille.
    expect(
      compatibleRestrictions(
        list(
          'aubergine',
          'courgette',
          'poivron-rouge',
          'tomate',
          'oignon',
          'ail',
          'huile-d-olive',
          'thym',
          'sel',
        ),
      ),
    ).toEqual(ALL_RESTRICTIONS);
    // Poulet à la crème.
    expect(
      compatibleRestrictions(
        list('poulet', 'creme-fraiche', 'champignon-de-paris', 'vin-blanc', 'echalote'),
      ),
    ).toEqual(allBut('vegetarian', 'vegan', 'halal', 'kosher', 'dairyFree', 'sulphiteFree'));
    // Pâtes au pesto: the pesto holds nuts, cheese and (through Grana Padano) egg.
    expect(compatibleRestrictions(list('spaghetti', 'pesto', 'parmesan'))).toEqual(
      allBut('vegan', 'nutFree', 'glutenFree', 'dairyFree', 'eggFree'),
    );
    // Mousse au chocolat: chocolate is emulsified with soy lecithin.
    expect(compatibleRestrictions(list('chocolat-noir', 'oeuf', 'sucre', 'sel'))).toEqual(
      allBut('vegan', 'eggFree', 'soyFree'),
    );
    // Mojito.
    expect(
      compatibleRestrictions(
        list('rhum-blanc', 'citron-vert', 'menthe', 'sucre-de-canne', 'eau-gazeuse', 'glacon'),
      ),
    ).toEqual(allBut('halal'));
    // Saumon à l’aneth.
    expect(compatibleRestrictions(list('saumon', 'creme-fraiche', 'aneth', 'citron'))).toEqual(
      allBut('vegetarian', 'vegan', 'dairyFree', 'fishFree'),
    );
    // Moules marinières: molluscs, not crustaceans.
    expect(
      compatibleRestrictions(list('moule', 'vin-blanc', 'echalote', 'persil', 'beurre')),
    ).toEqual(
      allBut('vegetarian', 'vegan', 'halal', 'kosher', 'dairyFree', 'molluscFree', 'sulphiteFree'),
    );
    // Poulet satay.
    expect(
      compatibleRestrictions(list('poulet', 'beurre-de-cacahuete', 'sauce-soja', 'lait-de-coco')),
    ).toEqual(allBut('vegetarian', 'vegan', 'nutFree', 'peanutFree', 'glutenFree', 'soyFree'));
  });

  it('reports only the broken restrictions among the user’s', () => {
    expect(
      restrictionsBroken(list('jambon', 'beurre'), ['none', 'vegetarian', 'glutenFree', 'halal']),
    ).toEqual(['vegetarian', 'halal']);
    expect(restrictionsBroken(list('tomate'), ['none', 'vegan', 'kosher'])).toEqual([]);
  });
});

describe('every flagged ingredient of the taxonomy', () => {
  const flagged = (flag: DietFlag) =>
    ALL_INGREDIENTS.filter((ingredient) => ingredient.flags.includes(flag));

  const expectForbidden: Record<DietFlag, Restriction[]> = {
    meat: ['vegetarian', 'vegan'],
    pork: ['vegetarian', 'vegan', 'halal', 'kosher'],
    poultry: ['vegetarian', 'vegan'],
    fish: ['vegetarian', 'vegan', 'fishFree'],
    // A raw `shellfish` is a mix of crustaceans and molluscs.
    shellfish: ['vegetarian', 'vegan', 'kosher', 'crustaceanFree', 'molluscFree'],
    crustacean: ['vegetarian', 'vegan', 'kosher', 'crustaceanFree'],
    mollusc: ['vegetarian', 'vegan', 'kosher', 'molluscFree'],
    dairy: ['vegan', 'dairyFree'],
    egg: ['vegan', 'eggFree'],
    gluten: ['glutenFree'],
    nuts: ['nutFree'],
    peanut: ['nutFree', 'peanutFree'],
    soy: ['soyFree'],
    sesame: ['sesameFree'],
    celery: ['celeryFree'],
    mustard: ['mustardFree'],
    lupin: ['lupinFree'],
    sulphites: ['sulphiteFree'],
    alcohol: ['halal'],
    gelatin: ['vegetarian', 'vegan', 'halal'],
    honey: ['vegan'],
    animal: ['vegan'],
  };

  for (const [flag, restrictions] of Object.entries(expectForbidden) as [DietFlag, Restriction[]][])
    it(`is forbidden when flagged ${flag}`, () => {
      const ingredients = flagged(flag);
      expect(ingredients.length, flag).toBeGreaterThan(0);
      for (const ingredient of ingredients)
        for (const restriction of restrictions)
          expect(isAllowed([ingredient], restriction), `${ingredient.id} ${restriction}`).toBe(
            false,
          );
    });

  it('makes meat (poultry included) with any dairy non-kosher', () => {
    const cream = byId('creme-fraiche');
    for (const ingredient of [...flagged('meat'), ...flagged('poultry')])
      expect(isAllowed([ingredient, cream], 'kosher'), ingredient.id).toBe(false);
  });

  it('lets an unflagged ingredient pass every restriction', () => {
    for (const ingredient of ALL_INGREDIENTS.filter((i) => i.flags.length === 0))
      expect(compatibleRestrictions([ingredient]), ingredient.id).toEqual(ALL_RESTRICTIONS);
  });
});
