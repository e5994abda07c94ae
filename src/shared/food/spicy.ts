import { ingredientById, kindsOf } from './taxonomy';

/**
 * « Relevé »: what makes a dish spicy or too strong for most children (issue 26). Computed from
 * a recipe's foods, never declared per recipe. The rule:
 *
 * - hot chillies in every form (fresh, dried, flakes, Cayenne, Aleppo) and the hot pastes and
 *   sauces built on them (harissa, sambal, sriracha, sauce pimentée, gochujang, samouraï, Thai
 *   curry paste), wasabi, horseradish and Sichuan pepper are « relevé » whatever the quantity:
 *   a recipe names them because they show;
 * - piment d'Espelette is NOT: it is mild (about a sixth of Cayenne's heat) and French recipes
 *   use it by the pinch, as paprika; neither are curry, colombo, tandoori, ras-el-hanout or
 *   garam masala powders as sold in France (mild blends), ginger, mustard, chorizo or merguez
 *   (sold mild for families; a hot one is a per-recipe override);
 * - a few catalogue recipes are corrected by hand in `server/features/recipes/spicy.ts` (a dish
 *   whose heat comes from a large amount of a mild spice, or whose chilli is optional).
 */
export const STRONG_FOODS: readonly string[] = [
  'piment',
  'piment-vert',
  'piment-de-cayenne',
  'piment-d-alep',
  'flocon-de-piment',
  'harissa',
  'sambal-oelek',
  'sauce-sriracha',
  'sauce-pimentee',
  'sauce-samourai',
  'gochujang',
  'pate-de-curry',
  'wasabi',
  'raifort',
  'poivre-de-sichuan',
];

const STRONG = new Set(STRONG_FOODS);

/** The foods among these taxonomy ids that make a dish « relevé » (a kind of one counts too). */
export function spicyFoods(ingredientIds: readonly string[]): string[] {
  return [
    ...new Set(
      ingredientIds.filter((id) => {
        const food = ingredientById(id);
        return STRONG.has(id) || (food !== undefined && kindsOf(food).some((k) => STRONG.has(k)));
      }),
    ),
  ];
}
