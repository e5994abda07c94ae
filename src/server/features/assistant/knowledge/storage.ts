/**
 * Keeping and food safety: the conservative end of the references (see references.ts), for a
 * fridge at 4 °C or colder. When the packaging says shorter, the packaging wins.
 */
import { cite } from './references';

export interface StorageEntry {
  readonly keys: readonly string[];
  readonly text: string;
}

export const STORAGE: readonly StorageEntry[] = [
  {
    keys: [
      'reste',
      'restes',
      'plat cuisine',
      'plat cuit',
      'plats cuits',
      'garder un plat',
      'se garde',
      'se conserve',
      'conserver',
      'garder',
    ],
    text: `Un plat cuisiné se garde 3 jours au frigo (4 °C ou moins), dans une boîte fermée, mis au froid dans les 2 heures après la cuisson ; au congélateur (−18 °C), 2 à 3 mois. Réchauffez-le une seule fois, jusqu’à ce qu’il soit bien chaud à cœur (74 °C) ${cite('usdaStorage', 'osav')}.`,
  },
  {
    keys: [
      'riz cuit',
      'rechauffer du riz',
      'rechauffer le riz',
      'riz de la veille',
      'riz rechauffe',
      'garder du riz',
    ],
    text: `Le riz cuit se refroidit vite (dans l’heure), se garde au plus 1 jour au frigo et ne se réchauffe qu’une seule fois, bien chaud à cœur : une bactérie du riz (Bacillus cereus) produit des toxines que la cuisson ne détruit pas ${cite('fsa')}.`,
  },
  {
    keys: ['decongeler', 'decongelation', 'degeler', 'surgele', 'recongeler'],
    text: `Décongelez au frigo, jamais à température ambiante : comptez environ 24 heures par 2 kg (une nuit pour des portions). Au micro-ondes, cuisez aussitôt après. Un produit cru décongelé ne se recongèle pas cru ; une fois cuit, il peut l’être ${cite('usdaStorage')}.`,
  },
  {
    keys: ['congeler', 'congelateur', 'congelation'],
    text: `Au congélateur à −18 °C, un plat cuisiné se garde 2 à 3 mois, la viande crue 4 à 6 mois (hachée 3 mois), le poisson 3 mois, le pain 2 mois. Étiquetez et datez ${cite('usdaStorage')}.`,
  },
  {
    keys: [
      'entame',
      'ouvert',
      'ouverte',
      'apres ouverture',
      'brique de lait',
      'pot de creme',
      'lait ouvert',
      'creme ouverte',
      'jambon ouvert',
    ],
    text: `Une fois ouverts, au frigo : lait et crème 3 jours, jambon et charcuterie tranchée 2 jours, sauce tomate ou pesto en bocal 3 jours, fromage râpé 5 jours, compote 3 jours ; un bocal de légumes, transvasé dans une boîte. En cas de doute (odeur, bombage, moisissure), jetez ${cite('usdaStorage', 'osav')}.`,
  },
  {
    keys: [
      'viande crue',
      'viande hachee',
      'poisson cru',
      'volaille crue',
      'poulet cru',
      'steak hache',
    ],
    text: `Au frigo (4 °C ou moins) : viande hachée et poisson frais 1 jour, volaille crue 1 à 2 jours, viande en pièce 3 jours — ou jusqu’à la date limite de consommation si elle est plus courte ${cite('usdaStorage')}.`,
  },
  {
    keys: [
      'oeufs',
      'oeuf',
      'garder des oeufs',
      'mayonnaise',
      'tiramisu',
      'oeufs crus',
      'mousse au chocolat',
    ],
    text: `Les œufs se gardent jusqu’à leur date de consommation recommandée (28 jours après la ponte), de préférence au frigo ; un œuf fêlé se cuit aussitôt. Une préparation aux œufs crus (mayonnaise, mousse, tiramisu) se garde 24 heures au frigo ; les femmes enceintes, les jeunes enfants et les personnes âgées ou fragiles évitent les œufs crus ou peu cuits ${cite('anses')}.`,
  },
  // Fresh produce, bread and cheese: where and how long (a named food outweighs « conserver »).
  {
    keys: ['herbes', 'herbes fraiches', 'persil', 'coriandre', 'ciboulette', 'aneth', 'menthe'],
    text: `Les herbes fraîches se gardent 4 à 7 jours au frigo, dans le bac à légumes, enroulées dans un papier absorbant humide et une boîte ou un sac ; le basilic, lui, craint le froid : tiges dans un verre d’eau, à température ambiante et à l’abri du soleil. Pour plus longtemps, hachées et congelées dans un bac à glaçons avec un filet d’huile ou d’eau ${cite('usdaStorage')}.`,
  },
  {
    keys: ['basilic'],
    text: `Le basilic craint le froid : gardez-le 2 à 4 jours tiges dans un verre d’eau, à température ambiante et à l’abri du soleil, ou en pot près d’une fenêtre. Pour plus longtemps, haché et congelé avec un filet d’huile d’olive ${cite('usdaStorage')}.`,
  },
  {
    keys: ['salade verte', 'laitue', 'salade', 'mache', 'roquette', 'jeunes pousses'],
    text: `Une salade se garde 3 à 5 jours au frigo, dans le bac à légumes, lavée et bien essorée, dans une boîte avec un papier absorbant ; en sachet, jusqu’à la date indiquée, et 1 à 2 jours une fois ouvert. Une salade assaisonnée se mange le jour même ${cite('usdaStorage')}.`,
  },
  {
    keys: ['pain', 'baguette'],
    text: `Le pain se garde 1 à 2 jours à température ambiante, dans un sac en tissu ou une boîte à pain, jamais au frigo (il y rassit plus vite) ; tranché et bien emballé, 2 mois au congélateur, à griller sans le décongeler ${cite('usdaStorage')}.`,
  },
  {
    keys: ['tomate', 'tomates', 'banane', 'bananes', 'avocat', 'avocats'],
    text: `Tomates, bananes et avocats se gardent hors du frigo, à température ambiante, le temps de mûrir (le froid gâte leur goût et noircit la banane) ; un avocat mûr tient 2 à 3 jours de plus au frigo, entamé avec son noyau, arrosé de citron et filmé, 1 jour ${cite('usdaStorage')}.`,
  },
  {
    keys: [
      'fromage',
      'fromages',
      'comte',
      'gruyere',
      'camembert',
      'fromage entame',
      'comte entame',
    ],
    text: `Au frigo, dans le bac du haut ou le bac à légumes, emballés dans un papier ciré ou leur papier d’origine (pas de film serré) : fromages à pâte dure 3 à 4 semaines entamés, pâtes molles 1 semaine, fromages frais jusqu’à la date limite et 3 jours une fois ouverts. Sortez-les 30 minutes avant de servir ${cite('usdaStorage')}.`,
  },
  {
    keys: ['champignon', 'champignons'],
    text: `Les champignons frais se gardent 3 à 5 jours au frigo, dans un sac en papier (pas dans le plastique, où ils deviennent gluants) ; brossez-les ou rincez-les vite juste avant de les cuisiner ${cite('usdaStorage')}.`,
  },
  {
    // « je suis enceinte, je peux manger du saumon fumé ? »: never a recipe list.
    keys: ['enceinte', 'grossesse', 'femme enceinte', 'je suis enceinte'],
    text: `Pendant la grossesse, évitez ce qui peut porter la listeria ou la toxoplasmose : poissons fumés ou crus (saumon fumé, sushis, tarama), fruits de mer crus, viande crue ou peu cuite (tartare, carpaccio, viande rosée), charcuterie crue ou à tartiner (jambon cru, saucisson, rillettes, pâté), fromages au lait cru et croûtes de fromage, lait cru, œufs crus ou peu cuits (mayonnaise, mousse), graines germées crues ; lavez bien fruits, légumes et herbes, et pas d’alcool. Bien cuits à cœur, ces aliments redeviennent sûrs : un saumon fumé dans une quiche ou des pâtes servies bien chaudes, une viande bien cuite ${cite('anses', 'osav')}.`,
  },
  {
    keys: ['bebe', 'nourrisson', 'diversification', 'mois bebe'],
    text: `Mon carnet est écrit pour les grands : pour un bébé de moins d’un an, la diversification suit ses propres règles — textures adaptées, ni sel ni sucre ajoutés, pas de miel avant 1 an, pas de lait cru, viande, poisson et œufs bien cuits — et votre pédiatre vous guide. Dès 1 an, bien des plats du carnet conviennent, écrasés ou mixés et sans sel ajouté ${cite('anses')}.`,
  },
  {
    keys: ['soupe', 'bouillon', 'sauce'],
    text: `Une soupe, un bouillon ou une sauce maison se gardent 3 jours au frigo, refroidis vite et couverts, et se réchauffent une seule fois jusqu’à frémissement ${cite('usdaStorage')}.`,
  },
  {
    keys: ['temperature du frigo', 'temperature frigo', 'frigo a combien', 'temperature'],
    text: `Le frigo doit rester à 4 °C ou moins (la zone la plus froide pour la viande et le poisson), le congélateur à −18 °C ${cite('usdaStorage', 'osav')}.`,
  },
  {
    // (« un plat pour bébé » gets the baby's own rules below; this line needs the honey.)
    keys: ['miel', 'miel bebe', 'miel nourrisson'],
    text: `Pas de miel avant 1 an, même cuit dans un gâteau : il peut contenir des spores de botulisme ${cite('anses')}.`,
  },
  {
    keys: [
      'rechauffer',
      'rechauffe',
      'micro onde',
      'micro ondes',
      'rechauffer un plat',
      'rechauffer des restes',
    ],
    text: `Un reste se réchauffe une seule fois, jusqu’à être brûlant au cœur : 74 °C ${cite('usdaTemperatures')}. Au micro-ondes, couvrez, remuez à mi-temps et laissez reposer 1 minute : comptez 2 à 3 minutes pour une assiette (environ 300 g) à 800 W, un peu plus sortie du frigo, et vérifiez que le centre est bien chaud. À la casserole, jusqu’à frémissement.`,
  },
  {
    keys: [
      'perime',
      'perimee',
      'perimes',
      'peremption',
      'dlc',
      'ddm',
      'date limite',
      'date de peremption',
      'de preference avant',
      'a consommer jusqu au',
    ],
    text: `Deux dates différentes : « à consommer jusqu’au » (date limite de consommation) sur les produits frais — viande, poisson, yaourts, desserts lactés, plats préparés : passée, on ne le mange pas, même s’il a l’air bon. « À consommer de préférence avant » (date de durabilité minimale) sur les produits secs ou en conserve — pâtes, riz, biscuits, conserves : passée, le produit reste sûr s’il a été bien conservé et que l’emballage est intact ; jugez à l’aspect et à l’odeur ${cite('osav')}.`,
  },
];
