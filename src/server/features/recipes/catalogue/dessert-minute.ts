import { recipesOf } from './types';

/** Weekday-evening desserts, each one ready in twenty-five minutes or less, fridge included (issue 26). */
export const DESSERTS_MINUTE = recipesOf('dessert', [
  {
    id: 'poires-poelees-au-gingembre-et-au-sirop-d-erable',
    title: 'Poires poêlées au gingembre et au sirop d’érable',
    description:
      'Des quartiers de poire dorés à la poêle, laqués de sirop d’érable et relevés de gingembre frais râpé. Un dessert chaud et végétal en un quart d’heure.',
    time: 15,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['poire', 4],
      ['gingembre', 10, 'g', 'morceau de gingembre frais', 'morceaux de gingembre frais'],
      ['sirop-d-erable', 45, 'ml'],
      ['huile-de-coco', 1, 'càs'],
      ['citron', 0.5],
    ],
    steps: [
      'Épluchez les poires, coupez-les en quartiers et retirez le cœur.',
      'Faites chauffer l’huile de coco dans une grande poêle et faites dorer les poires 5 minutes à feu moyen en les retournant à mi-cuisson.',
      'Ajoutez le gingembre râpé et le sirop d’érable, puis laissez caraméliser 2 minutes en arrosant les fruits.',
      'Hors du feu, ajoutez un trait de jus de citron et servez tiède.',
    ],
  },
  {
    id: 'mug-cake-au-citron-et-aux-graines-de-pavot',
    title: 'Mug cake au citron et aux graines de pavot',
    description:
      'Un petit gâteau moelleux cuit en une minute et demie au micro-ondes, parfumé au zeste de citron et piqué de graines de pavot. Pour une envie de sucré en semaine.',
    time: 10,
    servings: 1,
    difficulty: 'facile',
    ingredients: [
      ['farine', 40, 'g'],
      ['sucre', 25, 'g'],
      ['levure-chimique', 1, 'pincée'],
      ['oeuf', 1],
      ['beurre', 20, 'g'],
      ['lait', 2, 'càs'],
      ['citron', 0.5],
      ['graine-de-pavot', 1, 'càc'],
    ],
    steps: [
      'Faites fondre le beurre 20 secondes au micro-ondes dans une grande tasse.',
      'Ajoutez l’œuf, le sucre, le lait et le zeste du demi-citron, et fouettez à la fourchette.',
      'Incorporez la farine, la levure chimique et les graines de pavot jusqu’à obtenir une pâte lisse.',
      'Faites cuire 90 secondes au micro-ondes à pleine puissance, jusqu’à ce que le gâteau ait gonflé.',
      'Arrosez d’un trait de jus de citron et dégustez tiède.',
    ],
  },
  {
    id: 'yaourt-grec-a-la-compotee-minute-de-myrtilles',
    title: 'Yaourt grec à la compotée minute de myrtilles',
    description:
      'Des myrtilles juste éclatées à la casserole avec un peu de sucre et de citron, versées tièdes sur un yaourt grec bien épais. Simple et très parfumé.',
    time: 15,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['myrtille', 250, 'g'],
      ['sucre', 30, 'g'],
      ['citron', 0.5],
      ['yaourt-grec', 500, 'g'],
    ],
    steps: [
      'Mettez les myrtilles dans une petite casserole avec le sucre et le jus du demi-citron.',
      'Faites cuire 5 minutes à feu moyen, jusqu’à ce que les fruits éclatent et que le jus devienne sirupeux.',
      'Laissez tiédir 5 minutes hors du feu.',
      'Répartissez le yaourt grec dans des coupelles et nappez de compotée de myrtilles.',
    ],
  },
  {
    id: 'compote-minute-de-prunes-a-la-cannelle',
    title: 'Compote minute de prunes à la cannelle',
    description:
      'Des prunes bien mûres fondues dix minutes à la casserole avec un peu de sucre et de cannelle. Une compote acidulée et toute végétale, bonne tiède comme froide.',
    time: 20,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['prune', 600, 'g'],
      ['sucre', 40, 'g'],
      ['cannelle', 0.5, 'càc'],
    ],
    steps: [
      'Lavez les prunes, coupez-les en deux et retirez les noyaux.',
      'Mettez-les dans une casserole avec le sucre, la cannelle et 3 cuillerées à soupe d’eau.',
      'Couvrez et laissez cuire 10 minutes à feu doux en remuant de temps en temps, jusqu’à ce que les fruits soient fondants.',
      'Écrasez grossièrement à la fourchette et servez tiède ou frais.',
    ],
  },
  {
    id: 'creme-minute-au-chocolat-noir',
    title: 'Crème minute au chocolat noir',
    description:
      'Une crème au chocolat épaissie à la fécule de maïs, prête en dix minutes à la casserole. Onctueuse, bien chocolatée, à déguster tiède.',
    time: 15,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['lait', 500, 'ml'],
      ['chocolat-noir', 100, 'g'],
      ['maizena', 30, 'g'],
      ['sucre', 40, 'g'],
    ],
    steps: [
      'Délayez la maïzena dans 5 cuillerées à soupe de lait froid.',
      'Portez le reste du lait à frémissement avec le sucre, puis ajoutez le chocolat noir en morceaux et fouettez jusqu’à ce qu’il soit fondu.',
      'Versez la maïzena délayée et faites cuire 3 minutes à feu doux sans cesser de fouetter, jusqu’à ce que la crème épaississe.',
      'Répartissez dans des ramequins et laissez tiédir 5 minutes avant de servir.',
    ],
  },
  {
    id: 'verrines-de-yaourt-au-soja-mangue-et-passion',
    title: 'Verrines de yaourt au soja, mangue et passion',
    description:
      'Du yaourt au soja sucré au sirop d’agave, des dés de mangue et la pulpe acidulée des fruits de la passion. Des verrines végétales et colorées en dix minutes.',
    time: 10,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['yaourt-au-soja', 4],
      ['mangue', 1],
      ['fruit-de-la-passion', 2],
      ['sirop-d-agave', 2, 'càs'],
    ],
    steps: [
      'Épluchez la mangue et taillez sa chair en petits dés.',
      'Mélangez le yaourt au soja avec le sirop d’agave.',
      'Ouvrez les fruits de la passion et récupérez leur pulpe à la cuillère.',
      'Alternez dans des verrines le yaourt et la mangue, et terminez par la pulpe de passion.',
    ],
  },
  {
    id: 'mug-cake-vegetal-banane-et-cacao',
    title: 'Mug cake végétal banane et cacao',
    description:
      'Une banane écrasée, du cacao, de la farine et un peu de lait d’avoine : un mug cake fondant et tout végétal, cuit en une minute et demie.',
    time: 10,
    servings: 1,
    difficulty: 'facile',
    ingredients: [
      ['banane', 0.5],
      ['farine', 35, 'g'],
      ['cacao-en-poudre', 1, 'càs'],
      ['sucre', 20, 'g'],
      ['levure-chimique', 1, 'pincée'],
      ['lait-d-avoine', 3, 'càs'],
      ['huile-de-tournesol', 1, 'càs'],
    ],
    steps: [
      'Écrasez la demi-banane à la fourchette dans une grande tasse.',
      'Ajoutez le lait d’avoine, l’huile de tournesol et le sucre, et mélangez.',
      'Incorporez la farine, le cacao et la levure chimique jusqu’à obtenir une pâte lisse.',
      'Faites cuire 90 secondes au micro-ondes à pleine puissance et dégustez tiède.',
    ],
  },
  {
    id: 'fraises-au-citron-vert-et-a-la-menthe-fraiche',
    title: 'Fraises au citron vert et à la menthe fraîche',
    description:
      'Des fraises coupées en quartiers, arrosées d’un sirop minute au citron vert et parsemées de menthe ciselée. Végétal, léger et prêt en dix minutes.',
    time: 10,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['fraise', 500, 'g'],
      ['citron-vert', 1],
      ['sucre', 20, 'g'],
      ['menthe', 8, 'unité', 'feuille de menthe', 'feuilles de menthe'],
    ],
    steps: [
      'Rincez rapidement les fraises, équeutez-les et coupez-les en quartiers.',
      'Mélangez le zeste et le jus du citron vert avec le sucre jusqu’à ce qu’il soit dissous.',
      'Versez ce sirop sur les fraises, ajoutez la menthe ciselée et mélangez délicatement.',
      'Laissez reposer 5 minutes et servez bien frais.',
    ],
  },
  {
    id: 'nectarines-poelees-au-miel-et-au-thym',
    title: 'Nectarines poêlées au miel et au thym',
    description:
      'Des nectarines dorées au beurre, nappées de miel et parfumées de thym frais. Un dessert d’été chaud et parfumé, prêt en un quart d’heure.',
    time: 15,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['nectarine', 4],
      ['beurre', 20, 'g'],
      ['miel', 2, 'càs'],
      ['thym', 3, 'unité', 'brin de thym', 'brins de thym'],
    ],
    steps: [
      'Coupez les nectarines en deux, retirez les noyaux et coupez chaque moitié en deux.',
      'Faites fondre le beurre dans une poêle et faites dorer les fruits 4 minutes à feu moyen, face coupée en dessous.',
      'Ajoutez le miel et le thym effeuillé, retournez les nectarines et laissez caraméliser 2 minutes.',
      'Servez aussitôt, nappé du jus de cuisson.',
    ],
  },
  {
    id: 'creme-minute-au-mascarpone-et-au-cafe',
    title: 'Crème minute au mascarpone et au café',
    description:
      'Du mascarpone fouetté avec un expresso et un peu de sucre, saupoudré de cacao. Tout le parfum d’un tiramisu, en verrines et en un quart d’heure.',
    time: 15,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      ['mascarpone', 250, 'g'],
      ['expresso', 60, 'ml'],
      ['sucre', 40, 'g'],
      ['cacao-en-poudre', 1, 'càc'],
    ],
    steps: [
      'Préparez l’expresso et laissez-le refroidir.',
      'Fouettez le mascarpone avec le sucre jusqu’à ce qu’il soit souple.',
      'Ajoutez le café refroidi petit à petit en fouettant jusqu’à obtenir une crème lisse.',
      'Répartissez dans des verrines et placez 10 minutes au réfrigérateur.',
      'Saupoudrez de cacao au moment de servir.',
    ],
  },
]);
