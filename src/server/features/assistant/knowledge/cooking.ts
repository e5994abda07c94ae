/**
 * Cooking times and methods, written by us from common kitchen practice. Times are ranges (a
 * stove, a pot, a shape differ); core temperatures are the conservative minimums of the USDA
 * FSIS chart, with ANSES's advice for children — see references.ts.
 */
import { cite } from './references';

export interface CookingEntry {
  /** Words that name the food (any one is enough), in French, as people write them. */
  readonly keys: readonly string[];
  /** What the answer is about: « les pâtes ». */
  readonly subject: string;
  /** The answer: always a time range or a temperature, then how. */
  readonly text: string;
  /** Taxonomy ids of the food, to say when the household's diet excludes it. */
  readonly foods: readonly string[];
}

const TEMPERATURES = cite('usdaTemperatures');

export const COOKING: readonly CookingEntry[] = [
  // Pasta, by shape.
  {
    keys: ['pâtes', 'pates', 'pate', 'pâte'],
    subject: 'les pâtes',
    foods: ['pates'],
    text: 'Des pâtes sèches cuisent de 8 à 12 minutes selon la forme, dans une grande casserole d’eau bouillante salée (1 l d’eau et 10 g de sel pour 100 g de pâtes) : spaghetti 8 à 10 min, penne et fusilli 10 à 12 min, coquillettes 8 à 10 min, farfalle 10 à 12 min, tagliatelles sèches 6 à 8 min ; les pâtes fraîches 2 à 4 min. Goûtez une minute avant la fin du temps indiqué sur le paquet.',
  },
  {
    keys: ['spaghetti', 'spaghettis', 'spagetti'],
    subject: 'les spaghetti',
    foods: ['spaghetti'],
    text: 'Les spaghetti cuisent 8 à 10 minutes (al dente) dans 1 l d’eau bouillante salée pour 100 g, en remuant la première minute. Goûtez une minute avant la fin.',
  },
  {
    keys: ['penne', 'fusilli', 'farfalle', 'rigatoni'],
    subject: 'les pâtes courtes',
    foods: ['pates'],
    text: 'Les penne, fusilli, farfalle et rigatoni cuisent 10 à 12 minutes dans 1 l d’eau bouillante salée pour 100 g. Goûtez une minute avant la fin.',
  },
  {
    keys: ['coquillettes', 'macaroni', 'macaronis'],
    subject: 'les coquillettes',
    foods: ['pates'],
    text: 'Les coquillettes et les macaroni cuisent 8 à 10 minutes dans l’eau bouillante salée.',
  },
  {
    keys: ['tagliatelles', 'tagliatelle', 'pâtes fraîches', 'raviolis', 'ravioli'],
    subject: 'les pâtes fraîches',
    foods: ['pates'],
    text: 'Les pâtes fraîches (tagliatelles, raviolis) cuisent 2 à 4 minutes dans l’eau bouillante salée ; les tagliatelles sèches 6 à 8 minutes.',
  },
  {
    keys: ['gnocchi', 'gnocchis'],
    subject: 'les gnocchi',
    foods: ['gnocchi'],
    text: 'Les gnocchi frais cuisent 2 à 3 minutes dans l’eau bouillante salée : retirez-les dès qu’ils remontent à la surface. À la poêle, 5 à 7 minutes dans un peu de beurre ou d’huile.',
  },
  {
    keys: ['lasagnes', 'lasagne'],
    subject: 'les lasagnes',
    foods: ['pates'],
    text: 'Des lasagnes montées cuisent 30 à 40 minutes au four à 180 °C, jusqu’à ce que la lame d’un couteau les traverse sans résistance ; laissez-les reposer 10 minutes avant de servir.',
  },
  // Rice, by variety.
  {
    keys: ['riz'],
    subject: 'le riz',
    foods: ['riz'],
    text: 'Le riz blanc (long, basmati, thaï) cuit 10 à 12 minutes à l’eau bouillante salée, ou par absorption : 1 volume de riz pour 1,5 volume d’eau, 12 minutes à couvert puis 5 minutes de repos hors du feu. Riz complet : 25 à 35 minutes ; riz rond pour riz au lait : 30 à 40 minutes dans le lait frémissant ; risotto (arborio, carnaroli) : 18 à 20 minutes en ajoutant le bouillon louche par louche ; riz sauvage : 40 à 45 minutes.',
  },
  {
    keys: ['riz basmati', 'basmati', 'riz thai', 'riz thaï', 'riz long'],
    subject: 'le riz basmati',
    foods: ['riz-basmati'],
    text: 'Le riz basmati ou thaï cuit 10 à 12 minutes : rincez-le, puis 1 volume de riz pour 1,5 volume d’eau, à couvert sur feu doux, et 5 minutes de repos hors du feu. À grande eau, 10 à 12 minutes aussi.',
  },
  {
    keys: ['riz complet', 'riz brun', 'riz rouge'],
    subject: 'le riz complet',
    foods: ['riz-complet'],
    text: 'Le riz complet cuit 25 à 35 minutes (riz rouge : 25 à 30 minutes), 1 volume pour 2 volumes d’eau, à couvert sur feu doux.',
  },
  {
    keys: ['risotto', 'arborio', 'carnaroli'],
    subject: 'le risotto',
    foods: ['riz-arborio'],
    text: 'Un risotto cuit 18 à 20 minutes : nacrez le riz 2 minutes dans la matière grasse, puis ajoutez le bouillon chaud louche par louche en remuant, jusqu’à un grain crémeux mais encore ferme.',
  },
  {
    keys: ['riz au lait', 'riz rond'],
    subject: 'le riz au lait',
    foods: ['riz-rond'],
    text: 'Le riz rond du riz au lait cuit 30 à 40 minutes dans le lait frémissant (environ 1 l de lait pour 100 à 120 g de riz), en remuant souvent.',
  },
  {
    keys: ['quinoa'],
    subject: 'le quinoa',
    foods: ['quinoa'],
    text: 'Le quinoa cuit 12 à 15 minutes : rincez-le, 1 volume pour 2 volumes d’eau, jusqu’à ce que le germe se détache en petit anneau.',
  },
  {
    keys: ['semoule', 'couscous'],
    subject: 'la semoule',
    foods: ['semoule'],
    text: 'La semoule moyenne se prépare en 5 minutes : un volume de semoule pour un volume d’eau bouillante salée, à couvert hors du feu, puis égrenez-la à la fourchette avec un peu de beurre ou d’huile.',
  },
  {
    keys: ['boulgour', 'boulghour', 'bulgur'],
    subject: 'le boulgour',
    foods: ['boulgour'],
    text: 'Le boulgour fin gonfle en 10 minutes hors du feu : 1 volume de boulgour pour 1,5 volume d’eau bouillante salée, à couvert. Le gros boulgour cuit 12 à 15 minutes à feu doux, 1 volume pour 2 volumes d’eau, puis repose 5 minutes à couvert.',
  },
  {
    keys: ['polenta'],
    subject: 'la polenta',
    foods: ['polenta'],
    text: 'La polenta précuite (instantanée) cuit 5 minutes : 1 volume de polenta pour 4 volumes d’eau ou de bouillon frémissant, versée en pluie en fouettant. La polenta traditionnelle demande 40 à 50 minutes à feu doux, en remuant souvent.',
  },
  // Eggs.
  {
    keys: ['oeuf', 'oeufs', 'oeuf dur', 'oeufs durs'],
    subject: 'les œufs',
    foods: ['oeuf'],
    text:
      'Dans l’eau frémissante, œufs à température ambiante : à la coque 3 minutes, mollets 5 à 6 minutes, durs 9 à 10 minutes (puis dans l’eau froide) ; pochés 3 minutes ; au plat 3 à 4 minutes. Pour les jeunes enfants, les femmes enceintes et les personnes âgées, préférez des œufs bien cuits (blanc et jaune pris) ' +
      cite('anses') +
      '.',
  },
  {
    keys: ['oeuf a la coque', 'oeufs a la coque', 'a la coque', 'mouillette'],
    subject: 'l’œuf à la coque',
    foods: ['oeuf'],
    text:
      'Un œuf à la coque cuit 3 minutes (3 min 30 s pour un gros œuf) dans l’eau frémissante, l’œuf sorti du frigo un peu avant. Pour les jeunes enfants et les femmes enceintes, préférez un œuf bien cuit ' +
      cite('anses') +
      '.',
  },
  {
    keys: ['oeuf mollet', 'oeufs mollets', 'mollet'],
    subject: 'l’œuf mollet',
    foods: ['oeuf'],
    text: 'Un œuf mollet cuit 5 à 6 minutes dans l’eau frémissante, puis 2 minutes dans l’eau froide pour l’écaler : le blanc est pris, le jaune coulant.',
  },
  {
    keys: ['oeuf poche', 'oeufs poches'],
    subject: 'l’œuf poché',
    foods: ['oeuf'],
    text: 'Un œuf poché cuit 3 minutes dans une eau frémissante (non salée, avec un trait de vinaigre), cassé d’abord dans une tasse puis glissé dans un tourbillon.',
  },
  // Pulses.
  {
    keys: ['lentilles', 'lentille', 'lentilles vertes'],
    subject: 'les lentilles',
    foods: ['lentille'],
    text: 'Les lentilles vertes cuisent 20 à 25 minutes à l’eau frémissante (départ à froid, sans trempage, salées en fin de cuisson) ; les lentilles corail 10 à 15 minutes, elles se défont en purée ; les lentilles blondes 30 à 35 minutes.',
  },
  {
    keys: ['lentilles corail', 'lentille corail', 'dahl', 'dal'],
    subject: 'les lentilles corail',
    foods: ['lentille-corail'],
    text: 'Les lentilles corail cuisent 10 à 15 minutes, sans trempage, dans 2 à 3 volumes d’eau ou de lait de coco : elles se défont en purée, idéales pour un dahl.',
  },
  {
    keys: ['pois chiche', 'pois chiches', 'poichiche'],
    subject: 'les pois chiches',
    foods: ['pois-chiche'],
    text: 'Les pois chiches secs trempent 12 heures dans l’eau froide, puis cuisent 1 h 30 à 2 h à l’eau frémissante (40 minutes en autocuiseur). En conserve, ils sont déjà cuits : rincez-les.',
  },
  {
    keys: [
      'haricots secs',
      'haricots rouges',
      'haricots blancs',
      'flageolets',
      'haricot rouge',
      'haricot blanc',
      'haricot sec',
    ],
    subject: 'les haricots secs',
    foods: ['haricot-rouge'],
    text: 'Les haricots secs trempent 12 heures, puis cuisent 1 h à 2 h à l’eau frémissante (flageolets 1 h à 1 h 30), salés en fin de cuisson. Les haricots rouges doivent bouillir franchement au moins 10 minutes : crus ou peu cuits, ils sont toxiques.',
  },
  {
    keys: ['pois casses', 'pois cassé', 'pois cassés'],
    subject: 'les pois cassés',
    foods: ['pois-casse'],
    text: 'Les pois cassés cuisent 45 minutes à 1 heure sans trempage, dans 3 volumes d’eau, jusqu’à se défaire en purée.',
  },
  // Vegetables.
  {
    keys: ['haricots verts', 'haricot vert'],
    subject: 'les haricots verts',
    foods: ['haricot-vert'],
    text: 'Les haricots verts cuisent 8 à 12 minutes à l’eau bouillante salée (10 à 15 minutes à la vapeur), puis passent dans l’eau glacée pour garder leur couleur.',
  },
  {
    keys: ['brocoli', 'brocolis', 'chou fleur', 'choux fleurs', 'chou-fleur'],
    subject: 'le brocoli et le chou-fleur',
    foods: ['brocoli'],
    text: 'En bouquets, le brocoli cuit 5 à 7 minutes à l’eau bouillante salée (6 à 8 minutes à la vapeur), le chou-fleur 10 à 15 minutes ; rôtis au four à 200 °C, 20 à 25 minutes.',
  },
  {
    keys: ['pommes de terre', 'pomme de terre', 'patates', 'patate'],
    subject: 'les pommes de terre',
    foods: ['pomme-de-terre'],
    text: 'Les pommes de terre entières cuisent 20 à 30 minutes selon leur taille, départ à l’eau froide salée (une lame de couteau doit s’y enfoncer sans résistance) ; en cubes, 12 à 15 minutes ; à la vapeur, 25 à 35 minutes ; au four à 200 °C, en quartiers 35 à 45 minutes.',
  },
  {
    keys: ['carottes', 'carotte'],
    subject: 'les carottes',
    foods: ['carotte'],
    text: 'Les carottes en rondelles cuisent 15 à 20 minutes à l’eau ou à la vapeur, 10 à 12 minutes glacées à la poêle avec un fond d’eau et de beurre ; rôties au four à 200 °C, 30 à 40 minutes.',
  },
  {
    keys: ['courgettes', 'courgette'],
    subject: 'les courgettes',
    foods: ['courgette'],
    text: 'Les courgettes en rondelles cuisent 5 à 8 minutes à la poêle à feu vif, 8 à 10 minutes à la vapeur ; au four à 200 °C, 20 à 25 minutes.',
  },
  {
    keys: ['epinards', 'épinard', 'épinards'],
    subject: 'les épinards',
    foods: ['epinard'],
    text: 'Les épinards frais tombent en 2 à 3 minutes à la poêle ou dans une casserole couverte, sans eau ajoutée.',
  },
  {
    keys: ['petits pois', 'petit pois'],
    subject: 'les petits pois',
    foods: ['petit-pois'],
    text: 'Les petits pois frais ou surgelés cuisent 5 à 10 minutes à l’eau bouillante salée ou à l’étuvée.',
  },
  {
    keys: ['asperges', 'asperge'],
    subject: 'les asperges',
    foods: ['asperge'],
    text: 'Les asperges vertes cuisent 8 à 10 minutes à l’eau bouillante salée ou à la vapeur, les blanches (pelées) 12 à 18 minutes selon leur grosseur.',
  },
  {
    keys: ['courge', 'butternut', 'potiron', 'potimarron', 'citrouille'],
    subject: 'la courge',
    foods: ['courge'],
    text: 'La courge en cubes cuit 15 à 20 minutes à la vapeur ou dans un bouillon, 30 à 40 minutes rôtie au four à 200 °C (le potimarron se cuit avec sa peau).',
  },
  {
    keys: ['betteraves', 'betterave'],
    subject: 'les betteraves',
    foods: ['betterave'],
    text: 'Les betteraves crues cuisent 40 minutes à 1 h 30 à l’eau selon leur taille (30 à 40 minutes en autocuiseur), ou 1 h à 1 h 30 au four à 200 °C en papillote.',
  },
  {
    keys: ['artichaut', 'artichauts'],
    subject: 'les artichauts',
    foods: ['artichaut'],
    text: 'Un artichaut entier cuit 30 à 40 minutes à l’eau bouillante salée : il est cuit quand une feuille du centre se détache sans effort.',
  },
  // Meat and fish: a time, and always the safe core temperature.
  {
    keys: [
      'poulet',
      'volaille',
      'dinde',
      'blanc de poulet',
      'blancs de poulet',
      'cuisse de poulet',
    ],
    subject: 'la volaille',
    foods: ['poulet'],
    text: `Un poulet entier de 1,5 kg rôtit 1 h à 1 h 15 au four à 200 °C ; des blancs de poulet cuisent 6 à 8 minutes par face à la poêle, des cuisses 35 à 45 minutes au four. La volaille doit atteindre 74 °C à cœur, au plus épais de la cuisse, mesurés au thermomètre : un jus clair ne suffit pas à le prouver ${TEMPERATURES}.`,
  },
  {
    keys: ['steak hache', 'viande hachee', 'boulettes', 'burger', 'hamburger'],
    subject: 'la viande hachée',
    foods: ['boeuf-hache'],
    text: `Un steak haché cuit 3 à 5 minutes par face à la poêle. La viande hachée doit atteindre 71 °C à cœur ${TEMPERATURES} ; pour les enfants, servez-la toujours bien cuite, sans rose au centre ${cite('anses')}.`,
  },
  {
    keys: [
      'boeuf',
      'steak',
      'entrecote',
      'roti de boeuf',
      'cote de boeuf',
      'bavette',
      'veau',
      'agneau',
      'gigot',
    ],
    subject: 'le bœuf, le veau et l’agneau',
    foods: ['boeuf'],
    text: `Un steak de 2 cm cuit 1 à 2 minutes par face (saignant) à 3 à 4 minutes (à point) dans une poêle très chaude ; un rôti de bœuf, 15 minutes par 500 g à 210 °C pour un cœur rosé ; un gigot d’agneau, 15 à 20 minutes par 500 g à 200 °C. Le minimum de sécurité pour une pièce entière est 63 °C à cœur suivi de 3 minutes de repos ${TEMPERATURES} ; saignant ou rosé, c’est en dessous : à éviter pour les jeunes enfants, les femmes enceintes et les personnes fragiles.`,
  },
  {
    keys: [
      'porc',
      'roti de porc',
      'cotes de porc',
      'cote de porc',
      'filet mignon',
      'saucisse',
      'saucisses',
    ],
    subject: 'le porc',
    foods: ['porc'],
    text: `Un rôti de porc cuit environ 30 minutes par 500 g au four à 180 °C ; des côtes de porc 4 à 6 minutes par face ; un filet mignon 25 à 30 minutes à 180 °C ; des saucisses 15 à 20 minutes à feu moyen. Le porc en pièce doit atteindre 63 °C à cœur puis reposer 3 minutes ; haché ou en saucisse, 71 °C ${TEMPERATURES}.`,
  },
  {
    keys: [
      'saumon',
      'cabillaud',
      'poisson',
      'pave de saumon',
      'filet de poisson',
      'truite',
      'colin',
      'lieu',
    ],
    subject: 'le poisson',
    foods: ['saumon'],
    text: `Un pavé de saumon cuit 4 à 5 minutes côté peau puis 1 à 2 minutes de l’autre à la poêle, ou 12 à 15 minutes au four à 180 °C ; un filet de cabillaud ou de colin 8 à 12 minutes au four à 180 °C ou 6 à 8 minutes à la vapeur. Le poisson doit atteindre 63 °C à cœur : la chair devient opaque et se détache en lamelles ${TEMPERATURES}.`,
  },
  {
    keys: ['moules', 'moule', 'coquillages'],
    subject: 'les moules',
    foods: ['moule'],
    text: 'Les moules cuisent 5 à 7 minutes à couvert sur feu vif, en remuant : jetez celles qui restent fermées après cuisson, et celles qui étaient ouvertes et ne se referment pas avant.',
  },
  {
    keys: ['crevettes', 'crevette', 'gambas'],
    subject: 'les crevettes',
    foods: ['crevette'],
    text: 'Des crevettes crues décortiquées cuisent 2 à 3 minutes à la poêle, jusqu’à devenir roses et opaques ; des gambas entières 3 à 4 minutes par face.',
  },
];
