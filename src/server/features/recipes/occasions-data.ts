import type { Occasion } from '../../../shared/occasions';

/**
 * Which catalogue recipes suit which occasion, by recipe id (see occasions.ts). A recipe may be
 * listed under several occasions.
 */
export const OCCASION_RECIPES: Readonly<Record<Occasion, readonly string[]>> = {
  noel: [
    'petillant-de-noel-a-la-grenade-et-a-l-orange',
    'cocktail-des-fetes-pomme-cranberry-et-romarin',
    'dinde-de-noel-farcie-aux-marrons',
    'pintade-de-noel-aux-marrons-et-aux-pommes',
    'saumon-roti-aux-agrumes-et-a-l-aneth-de-noel',
    'etoiles-a-la-cannelle-bredele-de-noel',
    'buche-de-noel-au-chocolat-et-aux-marrons',
  ],
  'nouvel-an': [
    'petillant-de-noel-a-la-grenade-et-a-l-orange',
    'cocktail-des-fetes-pomme-cranberry-et-romarin',
    'fondue-chinoise-du-nouvel-an',
  ],
  paques: [
    'gigot-d-agneau-de-paques-aux-flageolets',
    'epaule-d-agneau-de-paques-confite-ail-et-romarin',
    'gateau-de-paques-au-riz-et-aux-raisins',
    'nids-de-paques-au-chocolat',
  ],
  anniversaire: ['cake-a-la-banane-du-brunch'],
  brunch: [
    'assiette-de-brunch-oeufs-brouilles-saumon-fume-et-pommes-sautees',
    'assiette-de-brunch-vegetarienne-oeufs-poches-et-avocat',
    'cake-a-la-banane-du-brunch',
  ],
  'apero-dinatoire': ['grenailles-a-la-raclette-valaisanne'],
  'raclette-fondue': [
    'grenailles-a-la-raclette-valaisanne',
    'fondue-moitie-moitie',
    'fondue-au-vacherin-et-pommes-de-terre',
    'soiree-raclette-valaisanne',
    'fondue-bourguignonne-et-ses-sauces',
    'fondue-savoyarde-aux-trois-fromages',
    'fondue-a-la-tomate-et-pommes-de-terre',
    'raclette-aux-legumes-grilles-et-pommes-de-terre',
    'raclette-au-four-et-viande-sechee',
    'fondue-chinoise-vegetale-au-bouillon-de-gingembre',
    'fondue-vigneronne-au-vin-rouge-epice',
    'fondue-au-chocolat-noir-et-aux-fruits',
  ],
};
