/** Seasonal produce, read from the catalogue's calendar (shared/food/seasons.ts), never our own list. */
import { PRODUCE_SEASONS, isInSeason, seasonOf } from '../../../../shared/food/seasons';
import {
  findIngredientsInText,
  ingredientById,
  normalizeFoodText,
} from '../../../../shared/food/taxonomy';
import { fr } from './match';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const MONTH_KEYS = MONTHS.map((month) => month.normalize('NFD').replace(/\p{M}/gu, ''));

/** The calendar's groups (its own sections), so a list reads as the market does. */
const FRUITS = new Set(
  'pomme poire coing kiwi fraise framboise myrtille mure groseille cassis cerise abricot peche nectarine prune mirabelle quetsche raisin melon pasteque figue rhubarbe'.split(
    ' ',
  ),
);
const SEAFOOD = new Set(
  'truite perche cabillaud lieu colin merlan eglefin sole lotte bar dorade saint-pierre rouget raie sardine maquereau thon hareng saumon fletan moule huitre coquille-saint-jacques petoncle langoustine crabe calamar seiche'.split(
    ' ',
  ),
);
const HERBS = new Set(
  'persil persil-plat ciboulette basilic coriandre menthe aneth estragon thym romarin laurier sauge cerfeuil origan marjolaine sarriette fines-herbes bouquet-garni champignon champignon-de-paris champignon-brun shiitake pleurote champignon-noir melange-forestier fruit-rouge'.split(
    ' ',
  ),
);

/** The month the question names (« en mars »), else null. */
export function monthIn(text: string): number | null {
  const words = ` ${text} `;
  const index = MONTH_KEYS.findIndex((month) => words.includes(` ${month} `));
  return index >= 0 ? index + 1 : null;
}

export const monthName = (month: number) => MONTHS[month - 1] ?? '';

const nameOf = (id: string) => ingredientById(id)?.plural ?? ingredientById(id)?.name ?? id;

function inSeason(month: number, group: (id: string) => boolean, limit: number): string[] {
  return Object.entries(PRODUCE_SEASONS)
    .filter(
      ([id, season]) =>
        group(id) && Array.isArray(season) && season.includes(month) && season.length < 12,
    )
    .slice(0, limit)
    .map(([id]) => nameOf(id));
}

/** « Quels légumes de saison en décembre ? », « les fraises sont-elles de saison ? ». */
export function seasonAnswer(message: string, text: string, thisMonth: number): string {
  // Months read unfolded: « mars » is no plural.
  const month = monthIn(` ${normalizeFoodText(message)} `) ?? monthIn(text) ?? thisMonth;
  const named = findIngredientsInText(message).filter((food) => seasonOf(food.id) !== undefined);
  if (named.length > 0) {
    return fr(
      named
        .slice(0, 3)
        .map((food) => {
          const season = seasonOf(food.id);
          if (season === 'importé')
            return `${capitalize(nameOf(food.id))} : ne pousse pas chez nous, importé toute l’année, jamais « de saison ».`;
          if (season === 'transformé' || !season)
            return `${capitalize(nameOf(food.id))} : produit transformé, sans saison.`;
          const months = season.length === 12 ? 'toute l’année' : season.map(monthName).join(', ');
          return `${capitalize(nameOf(food.id))} : ${isInSeason(food.id, month) ? 'de saison' : 'pas de saison'} en ${monthName(month)} (saison en Suisse et en France : ${months}).`;
        })
        .join('\n'),
    );
  }
  const vegetables = inSeason(
    month,
    (id) => !FRUITS.has(id) && !SEAFOOD.has(id) && !HERBS.has(id),
    16,
  );
  const fruits = inSeason(month, (id) => FRUITS.has(id), 10);
  const fish = inSeason(month, (id) => SEAFOOD.has(id), 8);
  return fr(
    [
      `De saison en ${monthName(month)}, en Suisse et en France :`,
      `– légumes : ${vegetables.join(', ') || 'surtout les légumes de garde'} ;`,
      `– fruits : ${fruits.join(', ') || 'les pommes et poires de garde'} ;`,
      fish.length > 0 ? `– poissons et fruits de mer : ${fish.join(', ')}.` : '',
      'Les pommes de terre, carottes, oignons et l’ail se trouvent toute l’année (de garde).',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
