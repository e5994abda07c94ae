/**
 * What people wonder about their ingredients (« quelle différence entre bicarbonate et levure ? »,
 * « à quoi sert la crème de tartre ? », « pourquoi mon gâteau retombe ? »): a few sentences each,
 * written by us. A question of this kind the notes do not cover gets the honest sentence, never
 * unrelated recipes.
 */

export interface DifferenceEntry {
  /** Every entry needs one of these words in the question… */
  readonly keys: readonly string[];
  readonly subject: string;
  readonly text: string;
}

export const DIFFERENCES: readonly DifferenceEntry[] = [
  {
    keys: ['bicarbonate', 'levure chimique', 'levure de boulanger', 'levure boulangere', 'levure'],
    subject: 'les levures',
    text: 'La levure chimique (un sachet de 11 g pour 500 g de farine) est une poudre qui dégage du gaz à la chaleur du four : elle fait lever gâteaux, cakes et muffins, sans temps de repos. Le bicarbonate de soude fait le même travail mais seulement avec un ingrédient acide (yaourt, babeurre, citron, miel, cassonade) : ½ c. à c. pour 250 g de farine, pas plus, sinon il laisse un goût de savon ; il rend les cookies plus étalés et plus bruns. La levure de boulanger (fraîche ou sèche) est un champignon vivant : elle fait lever pain, pâte à pizza et brioche en 1 à 2 heures de pousse, et ne remplace pas la levure chimique dans un gâteau (ni l’inverse).',
  },
  {
    keys: [
      'creme epaisse',
      'creme liquide',
      'creme fraiche',
      'creme entiere',
      'creme legere',
      'creme',
    ],
    subject: 'les crèmes',
    text: 'La crème fraîche épaisse est ensemencée et légèrement acide : elle nappe, lie une sauce en fin de cuisson, garnit une quiche. La crème liquide (ou fleurette) est plus douce et fluide : c’est elle qu’on fouette en chantilly (30 % de matière grasse au moins) et qu’on réduit dans une sauce. Elles s’échangent souvent dans une sauce chaude ou un gratin ; pas pour la chantilly. La crème légère (15 % environ) tranche davantage à la cuisson : ajoutez-la hors du feu. En Suisse, la « crème entière » à fouetter est une crème liquide à 35 %, la « double crème » est très épaisse (45 % et plus).',
  },
  {
    keys: ['beurre doux', 'beurre demi sel', 'beurre sale', 'demi sel', 'beurre'],
    subject: 'les beurres',
    text: 'Le beurre doux ne contient pas de sel ajouté ; le demi-sel en contient 0,5 à 3 %, le beurre salé plus de 3 %. En pâtisserie, prenez du doux et ajoutez la pincée de sel vous-même, sauf pour le caramel au beurre salé ou les sablés bretons. En cuisine, le demi-sel va très bien, en salant un peu moins le reste.',
  },
  {
    keys: [
      'farine',
      't45',
      't55',
      't65',
      't80',
      't110',
      't150',
      'farine fleur',
      'farine mi blanche',
      'farine bise',
      'farine complete',
      'type 45',
      'type 55',
      'type 65',
    ],
    subject: 'les farines',
    text: 'Le « T » d’une farine française dit combien de son elle garde (le taux de cendres) : T45 est la plus blanche et fine, pour la pâtisserie, les crêpes et les gâteaux ; T55 est la farine ordinaire, pour les tartes, la pizza et le pain blanc ; T65 donne du pain de campagne ; T80, T110 et T150 sont bises à complètes, plus riches en fibres et plus denses. En Suisse, la farine fleur correspond à peu près à la T45, la farine blanche à la T55, la mi-blanche à la T65–T80 et la farine bise à la T110 ; la farine complète garde tout le grain. Dans un gâteau, remplacez l’une par l’autre sans souci ; une farine complète demande un peu plus de liquide.',
  },
  {
    keys: ['creme de tartre'],
    subject: 'la crème de tartre',
    text: 'La crème de tartre est un acide en poudre : une pincée stabilise des blancs en neige, et mélangée au bicarbonate, elle fait une levure chimique maison (2 parts de crème de tartre pour 1 de bicarbonate).',
  },
  {
    keys: ['maizena', 'fecule', 'fecule de mais', 'fecule de pomme de terre'],
    subject: 'la fécule',
    text: 'La fécule (de maïs, c’est la Maïzena, ou de pomme de terre) épaissit sans grumeaux et sans gluten : 1 c. à s. délayée dans un peu de liquide froid, versée dans 25 cl de liquide chaud, épaissit en une minute d’ébullition. Dans un gâteau, remplacer 20 à 30 % de la farine par de la fécule le rend plus léger.',
  },
  {
    keys: [
      'sucre glace',
      'sucre roux',
      'cassonade',
      'vergeoise',
      'sucre de canne',
      'sucre en poudre',
    ],
    subject: 'les sucres',
    text: 'Le sucre en poudre (blanc) sucre sans goût propre ; le sucre glace est le même, moulu très fin, pour les glaçages et la chantilly ; la cassonade et le sucre roux de canne ont un goût légèrement caramel et croquant ; la vergeoise, moelleuse, donne aux spéculoos leur goût. Ils s’échangent poids pour poids dans un gâteau, en changeant un peu sa couleur et son goût.',
  },
  {
    keys: [
      'gateau retombe',
      'gateau qui retombe',
      'gateau est retombe',
      'gateau a retombe',
      'gateau plat',
    ],
    subject: 'le gâteau qui retombe',
    text: 'Un gâteau retombe le plus souvent parce que la porte du four a été ouverte trop tôt (attendez les deux tiers du temps), parce qu’il n’était pas assez cuit au centre (la lame doit ressortir sèche), ou parce qu’il y avait trop de levure ou des blancs trop fouettés puis cassés. Un four qui chauffe moins qu’annoncé joue aussi : un thermomètre de four le dit.',
  },
  {
    keys: [
      'pate ne leve pas',
      'pate a pain ne leve',
      'pate n a pas leve',
      'pate qui ne leve',
      'pain ne leve',
    ],
    subject: 'la pâte qui ne lève pas',
    text: 'Une pâte levée (pain, pizza, brioche) qui ne monte pas a souvent une levure tuée par une eau trop chaude (au-delà de 40 °C ; elle doit être tiède au doigt), une levure périmée, ou le sel mis directement au contact de la levure. Une pièce froide la ralentit beaucoup : laissez-la lever près d’une source de chaleur douce, ou au four éteint avec un bol d’eau chaude, et patientez jusqu’à ce qu’elle double.',
  },
  {
    keys: ['sel dans l eau', 'saler l eau', 'eau salee', 'sel dans l eau des pates'],
    subject: 'le sel de l’eau de cuisson',
    text: 'Le sel de l’eau de cuisson assaisonne les pâtes, le riz ou les légumes à cœur, ce qu’un sel ajouté après ne fait pas : comptez 10 g de sel par litre d’eau, mis quand l’eau bout (il ne la fait pas bouillir plus vite). Pour les légumes secs, salez en fin de cuisson.',
  },
  {
    keys: [
      'cookies sont plats',
      'cookies sont trop plats',
      'cookie plat',
      'cookies plats',
      'cookies s etalent',
      'cookies trop plats',
      'cookies qui s etalent',
    ],
    subject: 'les cookies qui s’étalent',
    text: 'Des cookies s’étalent trop quand le beurre était trop mou ou fondu, la plaque encore chaude d’une fournée précédente, ou la pâte pas assez farinée. Mettez la pâte 30 minutes au frigo avant de la cuire, sur une plaque froide, et pesez la farine.',
  },
  {
    keys: ['rincer le riz', 'laver le riz', 'rincer du riz', 'laver du riz'],
    subject: 'le riz rincé',
    text: 'Rincer un riz long (basmati, thaï) sous l’eau froide jusqu’à ce qu’elle soit presque claire enlève l’amidon de surface : les grains restent séparés. Ne rincez pas le riz d’un risotto ni celui d’un riz au lait : c’est cet amidon qui les rend crémeux.',
  },
  {
    keys: ['pate colle', 'pate qui colle', 'pates collent', 'pates qui collent'],
    subject: 'les pâtes qui collent',
    text: 'Des pâtes collent quand l’eau manque (comptez 1 l pour 100 g), quand elles sont jetées avant l’ébullition franche ou qu’on ne les remue pas la première minute. L’huile dans l’eau n’y change rien ; ne les rincez pas (sauf pour une salade), la sauce accroche mieux.',
  },
  // Kitchen words (« c'est quoi une julienne ? »).
  {
    keys: ['julienne', 'brunoise', 'ciseler', 'emincer', 'en julienne', 'en brunoise'],
    subject: 'les découpes',
    text: 'Les découpes de la cuisine : la julienne, ce sont de fins bâtonnets (2 à 3 mm de côté, 4 à 5 cm de long), pour des crudités ou un bouillon ; la brunoise, de tout petits dés de 2 à 3 mm (la julienne recoupée) ; ciseler, c’est hacher finement une échalote, un oignon ou des herbes ; émincer, couper en tranches fines.',
  },
  {
    keys: ['deglacer', 'blanchir', 'nacrer', 'monter au beurre', 'reduire', 'suer', 'faire suer'],
    subject: 'les gestes',
    text: 'Quelques gestes de la cuisine : déglacer, c’est verser un liquide (vin, bouillon, eau) dans la poêle chaude pour dissoudre les sucs du fond et en faire une sauce ; blanchir, plonger quelques minutes dans l’eau bouillante puis dans l’eau froide ; nacrer le riz, le remuer dans la matière grasse jusqu’à ce qu’il devienne translucide ; faire suer, cuire doucement sans colorer ; réduire, laisser bouillir à découvert pour concentrer ; monter au beurre, lier une sauce hors du feu avec des dés de beurre froid.',
  },
  {
    keys: [
      'oeuf frais',
      'oeuf est frais',
      'oeufs frais',
      'oeufs sont frais',
      'fraicheur des oeufs',
    ],
    subject: 'la fraîcheur des œufs',
    text: 'Pour savoir si un œuf est frais, plongez-le dans un bol d’eau froide : très frais, il reste couché au fond ; s’il se redresse, il a une à deux semaines et se cuit bien (œufs durs, gâteaux) ; s’il flotte, jetez-le. Cassé, un œuf frais a un jaune bombé et un blanc épais qui se tient. Lisez aussi la date sur la boîte : « à consommer de préférence avant » 28 jours après la ponte.',
  },
];
