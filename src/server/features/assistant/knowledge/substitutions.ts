/**
 * What replaces what, with proportions and when it works — written by us from common kitchen
 * practice. Each option names its own foods (taxonomy ids), so an option the household cannot
 * eat (a yaourt for a vegan table, almonds for a nut-free one) is left out, and said.
 */

export interface SubstituteOption {
  /** The substitute and its proportion: « 1 œuf ≈ 50 g de compote de pommes ». */
  readonly text: string;
  /** Where it works. */
  readonly works: string;
  /** Taxonomy ids of what it brings, checked against the household's diets and avoided foods. */
  readonly foods: readonly string[];
}

export interface Substitution {
  /** Words naming the ingredient to replace. */
  readonly keys: readonly string[];
  /** « les œufs ». */
  readonly name: string;
  /** Taxonomy ids of the ingredient replaced: never in a recipe shown with this answer. */
  readonly replaces: readonly string[];
  readonly options: readonly SubstituteOption[];
  /** When no substitute does the job. */
  readonly limits: string;
}

export const SUBSTITUTIONS: readonly Substitution[] = [
  {
    keys: ['oeuf', 'oeufs', 'oeuf entier'],
    name: 'les œufs',
    replaces: ['oeuf', 'jaune-d-oeuf', 'blanc-d-oeuf'],
    options: [
      {
        text: '1 œuf ≈ 50 g de compote de pommes (ou ½ banane bien mûre écrasée)',
        works: 'gâteaux moelleux, cakes, muffins, brownies',
        foods: ['compote'],
      },
      {
        text: '1 œuf ≈ 1 c. à s. de graines de lin moulues + 3 c. à s. d’eau, 10 minutes de repos',
        works: 'cookies, cakes, galettes, pains',
        foods: ['graine-de-lin'],
      },
      {
        text: '1 blanc d’œuf ≈ 30 ml d’aquafaba (le jus d’une boîte de pois chiches), monté en neige',
        works: 'meringues, mousses, macarons',
        foods: ['aquafaba'],
      },
      {
        text: '1 œuf ≈ 60 g de yaourt nature',
        works: 'gâteaux au yaourt, crêpes, pâtes à beignets',
        foods: ['yaourt'],
      },
      {
        text: '1 œuf ≈ 1 c. à s. de fécule de maïs + 3 c. à s. d’eau',
        works: 'pour lier une sauce, une pâte à crêpes ou une farce',
        foods: ['maizena'],
      },
    ],
    limits:
      'Au-delà de 2 ou 3 œufs, ou quand l’œuf fait la recette (génoise, soufflé, flan, quiche, omelette), aucun substitut ne tient : mieux vaut une recette pensée sans œufs.',
  },
  {
    keys: ['beurre'],
    name: 'le beurre',
    replaces: ['beurre', 'beurre-demi-sel'],
    options: [
      {
        text: '100 g de beurre ≈ 80 g d’huile neutre (tournesol, colza)',
        works: 'cakes, muffins, gâteaux moelleux ; pas pour une pâte feuilletée ni un beurre crémé',
        foods: ['huile-de-tournesol'],
      },
      {
        text: '100 g de beurre ≈ 100 g de margarine végétale',
        works: 'pâte brisée, sablés, crumble, tout ce qui demande un gras solide',
        foods: ['margarine-vegetale'],
      },
      {
        text: '100 g de beurre ≈ 50 g d’huile + 50 g de compote de pommes',
        works: 'gâteaux moelleux plus légers',
        foods: ['huile-de-tournesol', 'compote'],
      },
      {
        text: 'à la poêle, 1 noix de beurre ≈ 1 c. à s. d’huile d’olive',
        works: 'légumes sautés, viandes, poissons',
        foods: ['huile-d-olive'],
      },
    ],
    limits:
      'Le beurre ne se remplace pas bien dans une pâte feuilletée, une brioche ou un beurre blanc : le goût et le feuilletage en dépendent.',
  },
  {
    keys: ['lait', 'lait de vache'],
    name: 'le lait',
    replaces: ['lait', 'lait-entier', 'lait-demi-ecreme'],
    options: [
      {
        text: 'volume pour volume, une boisson d’avoine ou de soja nature',
        works: 'béchamel, crêpes, gâteaux, purée, porridge',
        foods: ['lait-d-avoine', 'lait-de-soja'],
      },
      {
        text: 'volume pour volume, une boisson de riz',
        works: 'crêpes, gâteaux (plus sucrée, plus liquide : pas pour une béchamel)',
        foods: ['lait-de-riz'],
      },
      {
        text: 'volume pour volume, un lait sans lactose',
        works:
          'partout, pour une intolérance au lactose — il reste du lait de vache : pas pour une allergie aux protéines de lait',
        foods: ['lait'],
      },
    ],
    limits:
      'Pour un fromage frais, un yaourt ou une crème caramel, le lait végétal change la prise : choisissez une recette écrite pour lui.',
  },
  {
    keys: ['lait de coco', 'creme de coco'],
    name: 'le lait de coco',
    replaces: ['lait-de-coco', 'creme-de-coco'],
    options: [
      {
        text: '20 cl de lait de coco ≈ 20 cl de crème de soja ou d’avoine',
        works: 'currys, soupes, dahl',
        foods: ['creme-de-soja'],
      },
      {
        text: '20 cl de lait de coco ≈ 15 cl de lait + 5 cl de crème liquide',
        works: 'currys doux, riz au lait, desserts',
        foods: ['lait', 'creme'],
      },
      {
        text: '20 cl de lait de coco ≈ 200 g de yaourt nature, ajouté hors du feu',
        works: 'currys, marinades (il tranche s’il bout)',
        foods: ['yaourt'],
      },
      {
        text: '20 cl de lait de coco ≈ 20 cl de lait d’amande',
        works: 'desserts, smoothies, currys doux',
        foods: ['lait-d-amande'],
      },
    ],
    limits:
      'Le goût de coco s’en va : une cuillère de noix de coco râpée le rend, si votre table en mange.',
  },
  {
    keys: ['creme', 'creme fraiche', 'creme liquide', 'creme entiere', 'creme epaisse'],
    name: 'la crème',
    replaces: ['creme-fraiche', 'creme-liquide', 'creme-epaisse'],
    options: [
      {
        text: '20 cl de crème ≈ 20 cl de crème d’avoine ou de soja',
        works: 'sauces, gratins, soupes, quiches',
        foods: ['creme-d-avoine', 'creme-de-soja'],
      },
      {
        text: '20 cl de crème ≈ 20 cl de lait de coco (goût marqué)',
        works: 'currys, soupes, desserts',
        foods: ['lait-de-coco'],
      },
      {
        text: '20 cl de crème ≈ 200 g de yaourt grec ou de fromage blanc, ajouté hors du feu',
        works: 'sauces froides, soupes en fin de cuisson (il tranche s’il bout)',
        foods: ['yaourt-grec', 'fromage-blanc'],
      },
      {
        text: '20 cl de crème ≈ 15 cl de lait + 50 g de beurre fondu',
        works: 'sauces et gratins (elle ne monte pas en chantilly)',
        foods: ['lait', 'beurre'],
      },
    ],
    limits:
      'Pour une chantilly, seule une crème entière bien froide (ou une crème de coco réfrigérée) monte.',
  },
  {
    keys: ['farine', 'farine de ble', 'gluten', 'ble'],
    name: 'la farine de blé',
    replaces: ['farine', 'farine-complete'],
    options: [
      {
        text: '100 g de farine ≈ 70 g de farine de riz + 30 g de fécule de maïs',
        works:
          'gâteaux, crêpes, biscuits (une pincée de gomme de guar ou de psyllium aide à tenir)',
        foods: ['farine-de-riz', 'maizena'],
      },
      {
        text: 'pour lier une sauce, 1 c. à s. de fécule de maïs remplace 2 c. à s. de farine',
        works: 'sauces, béchamel, crèmes',
        foods: ['maizena'],
      },
      {
        text: 'jusqu’à la moitié de la farine ≈ le même poids de poudre d’amande',
        works: 'gâteaux moelleux, financiers, fonds de tarte sucrés',
        foods: ['poudre-d-amande'],
      },
      {
        text: 'volume pour volume, de la farine de sarrasin',
        works: 'galettes, crêpes, pancakes (goût prononcé)',
        foods: ['sarrasin'],
      },
    ],
    limits:
      'Pour un pain levé ou une pâte feuilletée, la farine sans gluten ne remplace pas le blé poids pour poids : prenez une recette écrite sans gluten.',
  },
  {
    keys: ['sucre', 'sucre blanc', 'sucre en poudre'],
    name: 'le sucre',
    replaces: ['sucre'],
    options: [
      {
        text: '100 g de sucre ≈ 75 g de miel ou de sirop d’érable, 2 c. à s. de liquide en moins et le four 10 à 15 °C plus bas',
        works: 'gâteaux, cakes, biscuits moelleux (pas de miel avant 1 an)',
        foods: ['miel', 'sirop-d-erable'],
      },
      {
        text: 'poids pour poids, de la cassonade ou du sucre complet',
        works: 'partout (goût plus caramélisé)',
        foods: ['cassonade'],
      },
      {
        text: 'de 20 à 30 % de sucre en moins',
        works: 'la plupart des gâteaux, crumbles, compotes : la texture tient',
        foods: [],
      },
    ],
    limits:
      'Dans une meringue, un caramel ou un sorbet, le sucre fait la texture : ne le remplacez pas.',
  },
  {
    keys: ['vin', 'vin blanc', 'vin rouge', 'alcool', 'biere', 'cognac', 'rhum'],
    name: 'le vin',
    replaces: ['vin-blanc', 'vin-rouge'],
    options: [
      {
        text: '10 cl de vin blanc ≈ 10 cl de bouillon de légumes ou de volaille + 1 c. à c. de jus de citron ou de vinaigre de cidre',
        works: 'risottos, sauces, moules, déglaçage',
        foods: ['bouillon-de-legumes', 'jus-de-citron'],
      },
      {
        text: '10 cl de vin rouge ≈ 10 cl de bouillon + 1 c. à s. de jus de raisin rouge et 1 c. à c. de vinaigre de vin',
        works: 'bœuf bourguignon, daube, sauces brunes',
        foods: ['bouillon-de-legumes', 'jus-de-raisin', 'vinaigre-de-vin'],
      },
    ],
    limits:
      'L’alcool ne s’évapore pas entièrement à la cuisson (une part en reste même après une heure de mijotage) : pour des enfants, une grossesse ou un foyer qui n’en consomme pas, remplacez-le.',
  },
  {
    keys: ['gelatine', 'feuille de gelatine', 'feuilles de gelatine'],
    name: 'la gélatine',
    replaces: ['gelatine'],
    options: [
      {
        text: '6 feuilles de gélatine (12 g) ≈ 2 g d’agar-agar (1 c. à c. rase) pour 50 cl de liquide, à faire bouillir 1 à 2 minutes',
        works: 'panna cotta, bavarois, gelées, entremets ; il prend en refroidissant, dès 40 °C',
        foods: ['agar-agar'],
      },
    ],
    limits:
      'L’agar-agar donne une texture plus ferme et cassante et ne supporte pas la congélation ; avec des fruits très acides, augmentez un peu la dose.',
  },
  {
    keys: ['levure', 'levure chimique', 'sachet de levure'],
    name: 'la levure chimique',
    replaces: ['levure-chimique'],
    options: [
      {
        text: '1 sachet (11 g) ≈ ½ c. à c. de bicarbonate (3 g) + 1 c. à s. de jus de citron ou de vinaigre',
        works: 'gâteaux, cakes, muffins, pancakes — enfournez aussitôt',
        foods: ['bicarbonate', 'jus-de-citron'],
      },
      {
        text: 'des blancs d’œufs montés en neige, incorporés délicatement',
        works: 'génoises, gâteaux légers',
        foods: ['oeuf'],
      },
    ],
    limits: 'Sans aucun levant, le gâteau reste dense.',
  },
  {
    keys: ['huile', "huile d'olive"],
    name: 'l’huile',
    replaces: ['huile-d-olive', 'huile-de-tournesol'],
    options: [
      {
        text: 'poids pour poids, du beurre fondu',
        works: 'gâteaux, poêlées (à feu moyen : le beurre brûle plus vite)',
        foods: ['beurre'],
      },
      {
        text: 'la moitié de l’huile ≈ le même poids de compote de pommes',
        works: 'cakes et muffins plus légers',
        foods: ['compote'],
      },
    ],
    limits:
      'Pour une friture, gardez une huile qui supporte la chaleur (tournesol, arachide, colza).',
  },
  {
    keys: ['parmesan'],
    name: 'le parmesan',
    replaces: ['parmesan'],
    options: [
      {
        text: 'poids pour poids, du grana padano, du pecorino ou un comté vieux râpé',
        works: 'pâtes, risottos, gratins',
        foods: ['comte'],
      },
      {
        text: '1 c. à s. de levure maltée (flocons) pour 15 g de parmesan',
        works: 'version végétale, sur les pâtes et les gratins',
        foods: ['levure-maltee'],
      },
    ],
    limits:
      'Le parmesan traditionnel contient de la présure animale : pour un foyer végétarien, choisissez un fromage à présure végétale.',
  },
];
