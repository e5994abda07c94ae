import { recipesOf } from './types';

/** Drinks that are vegan, gluten-free and nut-free, without alcohol. */
export const BOISSONS_VEGETALES = recipesOf('boisson', [
  {
    id: 'limonade-a-la-fleur-de-sureau',
    title: 'Limonade à la fleur de sureau',
    description:
      'Une limonade pétillante au sirop de fleur de sureau, comme on en boit dans les jardins suisses au début de l’été, fleurie et acidulée.',
    time: 10,
    servings: 6,
    difficulty: 'facile',
    ingredients: [
      ['sirop-de-fleur-de-sureau', 100, 'ml'],
      ['citron', 2],
      ['eau-gazeuse', 1, 'l'],
      ['menthe', 6, 'unité', 'brin de menthe', 'brins de menthe'],
      ['glacon', 12],
    ],
    steps: [
      'Pressez un citron et coupez l’autre en fines rondelles.',
      'Versez le sirop de fleur de sureau et le jus de citron dans une grande carafe.',
      'Ajoutez les rondelles de citron, les brins de menthe et les glaçons.',
      'Complétez avec l’eau gazeuse bien fraîche, mélangez doucement et servez aussitôt.',
    ],
  },
  {
    id: 'chocolat-chaud-au-lait-de-riz-et-a-la-cannelle',
    title: 'Chocolat chaud au lait de riz et à la cannelle',
    description:
      'Un chocolat chaud épais et réconfortant, fait de chocolat noir et de lait de riz naturellement doux, parfumé d’un bâton de cannelle.',
    time: 15,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['lait-de-riz', 1, 'l'],
      ['chocolat-noir', 80, 'g'],
      ['cacao-en-poudre', 20, 'g'],
      ['sucre', 30, 'g'],
      ['baton-de-cannelle', 1],
    ],
    steps: [
      'Faites chauffer le lait de riz avec le bâton de cannelle jusqu’à frémissement, puis laissez infuser 5 minutes hors du feu.',
      'Hachez le chocolat noir et mélangez le cacao avec le sucre.',
      'Retirez la cannelle, ajoutez le chocolat et le mélange de cacao, puis fouettez sur feu doux 3 minutes jusqu’à ce que la boisson soit lisse et mousseuse.',
      'Servez bien chaud dans de grandes tasses.',
    ],
  },
  {
    id: 'smoothie-rouge-fraise-framboise-et-orange',
    title: 'Smoothie rouge fraise, framboise et orange',
    description:
      'Un smoothie d’un rouge éclatant, fruité et onctueux grâce à la banane, avec le peps du jus d’orange fraîchement pressé.',
    time: 10,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['fraise', 250, 'g'],
      ['framboise', 125, 'g'],
      ['banane', 1],
      ['orange', 3],
    ],
    steps: [
      'Lavez et équeutez les fraises.',
      'Pressez les oranges et épluchez la banane.',
      'Mixez les fraises, les framboises, la banane et le jus d’orange jusqu’à obtenir un smoothie bien lisse.',
      'Servez aussitôt, bien frais.',
    ],
  },
  {
    id: 'infusion-de-verveine-citron-et-gingembre',
    title: 'Infusion de verveine, citron et gingembre',
    description:
      'Une infusion chaude de verveine fraîche, réveillée par le gingembre et le citron : la tasse qui réchauffe les soirs d’hiver.',
    time: 15,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['verveine', 8, 'unité', 'brin de verveine', 'brins de verveine'],
      ['gingembre', 20, 'g'],
      ['citron', 1],
      ['sirop-d-agave', 20, 'ml'],
      ['eau', 1, 'l'],
    ],
    steps: [
      'Épluchez le gingembre et coupez-le en fines rondelles.',
      'Portez l’eau à frémissement avec le gingembre et laissez frémir 5 minutes.',
      'Hors du feu, ajoutez la verveine et laissez infuser 5 minutes à couvert.',
      'Filtrez, ajoutez le jus du citron et le sirop d’agave, puis servez bien chaud.',
    ],
  },
  {
    id: 'lassi-a-la-mangue-et-au-yaourt-au-soja',
    title: 'Lassi à la mangue et au yaourt au soja',
    description:
      'La boisson indienne onctueuse en version végétale : mangue bien mûre, yaourt au soja et une pointe de cardamome.',
    time: 10,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['mangue', 2],
      ['yaourt-au-soja', 4, 'unité', 'yaourt au soja nature', 'yaourts au soja nature'],
      ['lait-de-riz', 200, 'ml'],
      ['cardamome', 2, 'unité', 'gousse de cardamome', 'gousses de cardamome'],
      ['sirop-d-agave', 20, 'ml'],
    ],
    steps: [
      'Pelez les mangues et coupez la chair en morceaux.',
      'Écrasez les gousses de cardamome et récupérez les graines.',
      'Mixez la mangue avec les yaourts au soja, le lait de riz, les graines de cardamome et le sirop d’agave.',
      'Servez bien frais dans de grands verres.',
    ],
  },
  {
    id: 'the-vert-froid-a-la-citronnelle-et-au-citron-vert',
    title: 'Thé vert froid à la citronnelle et au citron vert',
    description:
      'Un thé vert infusé puis rafraîchi, parfumé à la citronnelle et au citron vert. Désaltérant et à peine sucré.',
    time: 140,
    servings: 6,
    difficulty: 'facile',
    ingredients: [
      ['the-vert', 4, 'unité', 'sachet de thé vert', 'sachets de thé vert'],
      ['citronnelle', 2, 'unité', 'tige de citronnelle', 'tiges de citronnelle'],
      ['citron-vert', 2],
      ['sirop-d-agave', 40, 'ml'],
      ['eau', 1.25, 'l'],
    ],
    steps: [
      'Écrasez les tiges de citronnelle avec le plat d’un couteau et coupez-les en tronçons.',
      'Portez l’eau à 80 °C avec la citronnelle, puis ajoutez les sachets de thé et laissez infuser 3 minutes.',
      'Retirez les sachets, ajoutez le sirop d’agave et laissez refroidir.',
      'Ajoutez le jus d’un citron vert et l’autre en rondelles, puis placez 2 heures au réfrigérateur.',
      'Servez bien frais, en filtrant la citronnelle.',
    ],
  },
  {
    id: 'citronnade-a-la-rhubarbe-et-a-la-framboise',
    title: 'Citronnade à la rhubarbe et à la framboise',
    description:
      'La rhubarbe du printemps cuite en sirop avec quelques framboises, allongée d’eau pétillante et de citron. Acidulée, rose et très rafraîchissante.',
    time: 95,
    servings: 6,
    difficulty: 'facile',
    ingredients: [
      ['rhubarbe', 400, 'g'],
      ['framboise', 125, 'g'],
      ['sucre', 100, 'g'],
      ['citron', 2],
      ['eau', 300, 'ml'],
      ['eau-gazeuse', 1, 'l'],
    ],
    steps: [
      'Épluchez les tiges de rhubarbe et coupez-les en tronçons de 2 cm.',
      'Portez l’eau et le sucre à ébullition, ajoutez la rhubarbe et les framboises, puis laissez cuire 10 minutes à feu doux.',
      'Filtrez le sirop dans une passoire fine en pressant doucement les fruits, puis laissez refroidir 1 heure au réfrigérateur.',
      'Pressez les citrons et mélangez leur jus avec le sirop froid dans une grande carafe.',
      'Versez l’eau gazeuse bien froide au moment de servir, avec des glaçons.',
    ],
  },
  {
    id: 'the-noir-glace-a-l-orange-et-a-la-cannelle',
    title: 'Thé noir glacé à l’orange et à la cannelle',
    description:
      'Un thé noir infusé avec un bâton de cannelle et des zestes d’orange, servi sur glace. Le goût d’un thé de Noël, en version fraîche.',
    time: 130,
    servings: 6,
    difficulty: 'facile',
    ingredients: [
      ['the-noir', 4, 'unité', 'sachet de thé noir', 'sachets de thé noir'],
      ['orange', 2],
      ['baton-de-cannelle', 1, 'unité', 'bâton de cannelle', 'bâtons de cannelle'],
      ['sucre', 60, 'g'],
      ['eau', 1.25, 'l'],
    ],
    steps: [
      'Prélevez le zeste d’une orange en larges rubans avec un économe.',
      'Portez l’eau à frémissement avec le bâton de cannelle et le zeste, puis ajoutez les sachets de thé et laissez infuser 4 minutes hors du feu.',
      'Retirez les sachets, ajoutez le sucre et laissez refroidir, puis placez 2 heures au réfrigérateur.',
      'Pressez les deux oranges et ajoutez leur jus au thé froid.',
      'Servez dans des verres remplis de glaçons, en filtrant la cannelle et le zeste.',
    ],
  },
  {
    id: 'eau-petillante-poire-romarin',
    title: 'Eau pétillante à la poire et au romarin',
    description:
      'Des poires mixées et filtrées, un brin de romarin et beaucoup de bulles : une boisson de fête sans alcool, douce et parfumée.',
    time: 45,
    servings: 6,
    difficulty: 'facile',
    ingredients: [
      ['poire', 3],
      ['romarin', 2, 'unité', 'brin de romarin', 'brins de romarin'],
      ['citron', 1],
      ['sirop-d-agave', 30, 'ml'],
      ['eau-gazeuse', 1, 'l'],
    ],
    steps: [
      'Pelez les poires, retirez le cœur et mixez la chair avec le jus du citron et le sirop d’agave.',
      'Filtrez la purée dans une passoire fine pour obtenir un jus lisse.',
      'Froissez les brins de romarin entre vos doigts, ajoutez-les au jus de poire et laissez reposer 30 minutes au réfrigérateur.',
      'Retirez le romarin, répartissez le jus dans les verres et complétez avec l’eau gazeuse bien froide.',
    ],
  },
]);
