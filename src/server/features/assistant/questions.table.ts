/**
 * The Assistant Chef's question table (issue 29): French questions as families write them —
 * varied phrasing, accents forgotten, « tu » and « vous » — each with its expected kind and the
 * key facts of a right answer. Run by questions.table.test.ts (embedded assistant) and
 * assistant-llm.api.test.ts (the language-model path's routing and safety).
 */
import { SWEETENED_FOODS } from '../../../shared/food/sweetened';
import { COVERAGE_ROWS } from './questions.coverage.table';
import { row, type TableRow } from './questions.row';

export type { TableFacts, TableRow } from './questions.row';

const EGGS = ['oeuf'];
const EGG_SUBSTITUTE = /compote|graines de lin|aquafaba/;

export const QUESTION_TABLE: readonly TableRow[] = [
  // The six questions of the issue.
  row('comment remplacer les œufs dans un gâteau ?', 'substitution', {
    without: EGGS,
    says: EGG_SUBSTITUTE,
  }),
  row('combien de temps cuire des pâtes ?', 'technique', {
    topic: 'cooking',
    says: /8 à 12 minutes/,
  }),
  row('menu de Noël végétarien', 'occasion', { occasion: 'noel', restrictions: ['vegetarian'] }),
  row('idées de repas pour la semaine pas chères', 'week', { cheap: true }),
  row('un dessert sans noix pour 8', 'recipe', { restrictions: ['nutFree'], servings: 8 }),
  row("J'ai 20 minutes, une idée rapide pour les enfants ?", 'recipe', {
    maxMinutes: 20,
    children: true,
  }),

  // Substitutions: what is replaced is never wanted.
  row('par quoi remplacer les oeufs ?', 'substitution', { without: EGGS, says: EGG_SUBSTITUTE }),
  row('je peux remplacer les œufs par quoi dans des crêpes ?', 'substitution', {
    without: EGGS,
    says: EGG_SUBSTITUTE,
  }),
  row("Comment faire un gâteau à la place des œufs j'ai de la compote ?", 'substitution', {
    without: EGGS,
  }),
  row('tu sais par quoi je peux remplacer le beurre ?', 'substitution', {
    says: /huile|margarine/,
  }),
  row('Par quoi puis-je remplacer le beurre dans un cake ?', 'substitution', {
    without: ['beurre'],
    says: /80 g d’huile/,
  }),
  row('remplacer beurre par huile proportion', 'substitution', { says: /80 g/ }),
  row("je n'ai plus de beurre, je mets quoi ?", 'substitution', { says: /huile|margarine/ }),
  row("j'ai pas de beurre pour mon gateau", 'substitution', { without: ['beurre'] }),
  row('comment remplacer le lait dans une béchamel ?', 'substitution', { says: /avoine|soja/ }),
  row('remplacer le lait de vache', 'substitution', { says: /volume pour volume/ }),
  // « sans lait » is a milk allergy's words: no dairy at all; « plus de lait » replaces the milk.
  row('un gâteau sans lait', 'recipe', { restrictions: ['dairyFree'] }),
  row('un buffet pour 30 personnes', 'recipe', { servings: 30 }),
  row('un dessert sans lait ni œufs pour 6', 'recipe', {
    restrictions: ['dairyFree'],
    without: EGGS,
    servings: 6,
  }),
  row('je n’ai plus de lait pour mes crêpes, je mets quoi ?', 'substitution', {
    says: /^(?![\s\S]*sans lactose)[\s\S]*boisson d’avoine/,
  }),
  row('Que mettre à la place du lait dans des crêpes ?', 'substitution', {
    without: ['lait'],
    says: /avoine|soja|riz/,
  }),
  row('par quoi remplacer la crème fraîche ?', 'substitution', { says: /20 cl/ }),
  row('remplacer la creme liquide dans une quiche', 'substitution', { says: /avoine|soja/ }),
  row('Comment remplacer la crème dans des pâtes carbonara ?', 'substitution', { says: /20 cl/ }),
  row('comment remplacer la farine de blé ?', 'substitution', { says: /farine de riz|fécule/ }),
  row('par quoi remplacer la farine pour un gâteau sans gluten ?', 'substitution', {
    says: /farine de riz/,
  }),
  row('remplacer farine par maizena', 'substitution', { says: /fécule de maïs/ }),
  row('par quoi remplacer le sucre ?', 'substitution', { says: /miel|sirop d’érable/ }),
  row('remplacer le sucre par du miel, combien ?', 'substitution', { says: /75 g/ }),
  row('je veux remplacer le vin blanc dans un risotto', 'substitution', { says: /bouillon/ }),
  row('remplacer le vin rouge dans un bourguignon', 'substitution', { says: /bouillon/ }),
  row("Par quoi remplacer l'alcool dans une recette pour enfants ?", 'substitution', {
    says: /bouillon/,
  }),
  row('comment remplacer la gélatine ?', 'substitution', { says: /agar-agar/ }),
  row('gelatine remplacer par agar agar combien', 'substitution', { says: /2 g d’agar-agar/ }),
  row('à la place de la gélatine je peux mettre quoi ?', 'substitution', { says: /agar-agar/ }),
  row('par quoi remplacer la levure chimique ?', 'substitution', { says: /bicarbonate/ }),
  row("j'ai plus de levure, comment faire ?", 'substitution', { says: /bicarbonate/ }),
  row("remplacer l'huile dans un gâteau", 'substitution', { says: /beurre|compote/ }),
  row('par quoi remplacer le parmesan ?', 'substitution', { says: /pecorino|comté|levure maltée/ }),
  row('Au lieu des œufs, je mets quoi dans un cake ?', 'substitution', { without: EGGS }),
  row('Vous auriez un substitut aux oeufs pour des cookies ?', 'substitution', {
    without: EGGS,
    says: /graines de lin/,
  }),
  row('remplacant des oeufs pour un gateau vegan', 'substitution', { without: EGGS }),
  row('remplacer les oeufs dans une mousse au chocolat', 'substitution', {
    without: EGGS,
    says: /aquafaba/,
  }),

  // Technique and timing: always a range or a temperature.
  row('combien de temps de cuisson pour des spaghetti ?', 'technique', {
    topic: 'cooking',
    says: /8 à 10 minutes/,
  }),
  row('temps de cuisson des penne', 'technique', { topic: 'cooking', says: /10 à 12 minutes/ }),
  row('combien de temps cuire des tagliatelles fraiches', 'technique', {
    topic: 'cooking',
    says: /2 à 4 minutes/,
  }),
  row('cuisson coquillettes', 'technique', { topic: 'cooking', says: /8 à 10 minutes/ }),
  row('comment cuire des gnocchi ?', 'technique', { topic: 'cooking', says: /2 à 3 minutes/ }),
  row('Combien de temps faut-il cuire le riz ?', 'technique', {
    topic: 'cooking',
    says: /10 à 12 minutes/,
  }),
  row('cuisson du riz basmati', 'technique', { topic: 'cooking', says: /10 à 12 minutes/ }),
  row('combien de temps pour cuire du riz complet', 'technique', {
    topic: 'cooking',
    says: /25 à 35 minutes/,
  }),
  row('temps cuisson risotto', 'technique', { topic: 'cooking', says: /18 à 20 minutes/ }),
  row('combien de temps cuit le riz au lait ?', 'technique', {
    topic: 'cooking',
    says: /30 à 40 minutes/,
  }),
  row('comment cuire le quinoa', 'technique', { topic: 'cooking', says: /12 à 15 minutes/ }),
  row('combien de temps pour un oeuf a la coque ?', 'technique', {
    topic: 'cooking',
    says: /3 minutes/,
  }),
  row('Combien de temps cuire un œuf mollet ?', 'technique', {
    topic: 'cooking',
    says: /5 à 6 minutes/,
  }),
  row('oeuf dur combien de temps', 'technique', { topic: 'cooking', says: /9 à 10 minutes/ }),
  row('temps de cuisson oeufs durs', 'technique', { topic: 'cooking', says: /9 à 10 minutes/ }),
  row('comment faire un oeuf poché ?', 'technique', { topic: 'cooking', says: /3 minutes/ }),
  row('combien de temps cuire des lentilles vertes ?', 'technique', {
    topic: 'cooking',
    says: /20 à 25 minutes/,
  }),
  row('cuisson lentilles corail', 'technique', { topic: 'cooking', says: /10 à 15 minutes/ }),
  row('combien de temps cuire des pois chiches secs', 'technique', {
    topic: 'cooking',
    says: /1 h 30 à 2 h/,
  }),
  row('temps de cuisson haricots rouges secs', 'technique', {
    topic: 'cooking',
    says: /10 minutes/,
  }),
  row('cuisson des pois cassés', 'technique', { topic: 'cooking', says: /45 minutes/ }),
  row('combien de temps cuire des haricots verts ?', 'technique', {
    topic: 'cooking',
    says: /8 à 12 minutes/,
  }),
  row('cuisson brocoli vapeur', 'technique', { topic: 'cooking', says: /6 à 8 minutes/ }),
  row('combien de temps cuire des pommes de terre a l eau', 'technique', {
    topic: 'cooking',
    says: /20 à 30 minutes/,
  }),
  row('combien de temps pour cuire des patates ?', 'technique', {
    topic: 'cooking',
    says: /20 à 30 minutes/,
  }),
  row('temps de cuisson carottes', 'technique', { topic: 'cooking', says: /15 à 20 minutes/ }),
  row('Comment cuire des courgettes à la poêle ?', 'technique', {
    topic: 'cooking',
    says: /5 à 8 minutes/,
  }),
  row('combien de temps cuire des asperges vertes', 'technique', {
    topic: 'cooking',
    says: /8 à 10 minutes/,
  }),
  row('temps de cuisson butternut au four', 'technique', {
    topic: 'cooking',
    says: /30 à 40 minutes/,
  }),
  row('combien de temps cuire une betterave', 'technique', {
    topic: 'cooking',
    says: /40 minutes/,
  }),
  row('cuisson artichaut', 'technique', { topic: 'cooking', says: /30 à 40 minutes/ }),
  row('combien de temps cuire un poulet entier au four ?', 'technique', {
    topic: 'cooking',
    says: /74 °C/,
  }),
  row('à quelle température doit être cuit le poulet ?', 'technique', {
    topic: 'cooking',
    says: /74 °C.*USDA/s,
  }),
  row('cuisson blanc de poulet poele', 'technique', { topic: 'cooking', says: /74 °C/ }),
  row('combien de temps cuire un steak haché pour un enfant ?', 'technique', {
    topic: 'cooking',
    says: /71 °C/,
  }),
  row('temperature a coeur du boeuf', 'technique', { topic: 'cooking', says: /63 °C/ }),
  row('cuisson rôti de porc', 'technique', { topic: 'cooking', says: /63 °C/ }),
  row('combien de temps cuire un pavé de saumon ?', 'technique', {
    topic: 'cooking',
    says: /63 °C/,
  }),
  row('temps de cuisson cabillaud au four', 'technique', {
    topic: 'cooking',
    says: /8 à 12 minutes/,
  }),
  row('comment cuire des moules', 'technique', { topic: 'cooking', says: /5 à 7 minutes/ }),
  row('cuisson crevettes poele', 'technique', { topic: 'cooking', says: /2 à 3 minutes/ }),
  row('tu sais combien de temps il faut pour les lasagnes au four ?', 'technique', {
    topic: 'cooking',
    says: /30 à 40 minutes/,
  }),
  row('combien de temps cuire la semoule ?', 'technique', { topic: 'cooking', says: /5 minutes/ }),
  row('Combien de temps cuisent les épinards frais ?', 'technique', {
    topic: 'cooking',
    says: /2 à 3 minutes/,
  }),
  // Equivalences.
  row('combien de ml dans une cuillère à soupe ?', 'technique', {
    topic: 'equivalence',
    says: /15 ml/,
  }),
  row('1 c. à s. ça fait combien de grammes ?', 'technique', { topic: 'equivalence', says: /15/ }),
  row('une cuillere a cafe c est combien de ml', 'technique', {
    topic: 'equivalence',
    says: /5 ml/,
  }),
  row('combien de cl dans un verre ?', 'technique', { topic: 'equivalence', says: /20 cl/ }),
  row("c'est quoi une pincée de sel ?", 'technique', { topic: 'equivalence', says: /0,5 à 1 g/ }),
  row('un sachet de levure chimique ça pèse combien ?', 'technique', {
    topic: 'equivalence',
    says: /11 g/,
  }),
  row('thermostat 6 ça correspond à combien de degrés ?', 'technique', {
    topic: 'equivalence',
    says: /180 °C/,
  }),
  row('combien de grammes dans une tasse de farine', 'technique', {
    topic: 'equivalence',
    says: /125 g/,
  }),
  row('une noix de beurre ça fait combien de grammes', 'technique', {
    topic: 'equivalence',
    says: /10 à 15 g/,
  }),
  row('combien pese un oeuf sans coquille', 'technique', { topic: 'equivalence', says: /50 g/ }),
  // Storage and food safety.
  row('combien de temps se garde un plat cuisiné au frigo ?', 'technique', {
    topic: 'storage',
    says: /3 jours/,
  }),
  row('les restes se conservent combien de jours ?', 'technique', {
    topic: 'storage',
    says: /3 jours/,
  }),
  row('peut-on réchauffer du riz ?', 'technique', { topic: 'storage', says: /une seule fois/ }),
  row('je peux garder du riz cuit jusqu a demain ?', 'technique', {
    topic: 'storage',
    says: /1 jour/,
  }),
  row('comment décongeler de la viande ?', 'technique', { topic: 'storage', says: /au frigo/ }),
  row('on peut recongeler un produit décongelé ?', 'technique', {
    topic: 'storage',
    says: /ne se recongèle pas cru/,
  }),
  row('combien de temps se garde une brique de lait ouverte ?', 'technique', {
    topic: 'storage',
    says: /3 jours/,
  }),
  row('jambon entamé ça se garde combien de temps', 'technique', {
    topic: 'storage',
    says: /2 jours/,
  }),
  row('combien de temps garder de la viande hachée au frigo', 'technique', {
    topic: 'storage',
    says: /1 jour/,
  }),
  row('une soupe maison se conserve combien de temps ?', 'technique', {
    topic: 'storage',
    says: /3 jours/,
  }),
  row('à quelle température doit être mon frigo ?', 'technique', {
    topic: 'storage',
    says: /4 °C/,
  }),
  row('combien de temps se conserve un plat au congelateur', 'technique', {
    topic: 'storage',
    says: /2 à 3 mois/,
  }),
  row('est-ce que je peux donner du miel a mon bebe ?', 'technique', {
    topic: 'storage',
    says: /avant 1 an/,
  }),
  row('une mayonnaise maison se garde combien de temps ?', 'technique', {
    topic: 'storage',
    says: /24 heures/,
  }),
  // Seasons.
  row('quels légumes sont de saison en décembre ?', 'technique', {
    topic: 'season',
    says: /décembre/,
  }),
  row('fruits de saison en juillet', 'technique', { topic: 'season', says: /juillet/ }),
  row("qu'est-ce qui est de saison en ce moment ?", 'technique', {
    topic: 'season',
    says: /De saison/,
  }),
  row('les fraises sont-elles de saison en mars ?', 'technique', {
    topic: 'season',
    says: /pas de saison en mars/,
  }),
  row('est ce que les tomates sont de saison ?', 'technique', { topic: 'season', says: /saison/ }),
  row('c est la saison des courges ?', 'technique', { topic: 'season', says: /saison/ }),

  // Occasions.
  row('un menu pour Noël', 'occasion', { occasion: 'noel' }),
  row('menu de noel pour 8 personnes', 'occasion', { occasion: 'noel', servings: 8 }),
  row('Que servir pour le réveillon de Noël ?', 'occasion', { occasion: 'noel' }),
  row('idées de repas de noel sans gluten', 'occasion', {
    occasion: 'noel',
    restrictions: ['glutenFree'],
  }),
  row('menu de Noël sans fruits de mer pour 6', 'occasion', { occasion: 'noel', servings: 6 }),
  row('tu peux me faire un menu de noel vegan ?', 'occasion', {
    occasion: 'noel',
    restrictions: ['vegan'],
  }),
  row('menu du nouvel an', 'occasion', { occasion: 'nouvel-an' }),
  row('repas de la Saint-Sylvestre pour 10', 'occasion', { occasion: 'nouvel-an', servings: 10 }),
  row('on reçoit pour le nouvel an, une idée de menu ?', 'occasion', { occasion: 'nouvel-an' }),
  row('menu de Pâques', 'occasion', { occasion: 'paques' }),
  row('repas de paques en famille pour 12', 'occasion', { occasion: 'paques', servings: 12 }),
  row("un menu d'anniversaire pour enfants", 'occasion', {
    occasion: 'anniversaire',
    children: true,
  }),
  row('anniversaire de ma fille, 10 enfants, que préparer ?', 'occasion', {
    occasion: 'anniversaire',
    servings: 10,
    children: true,
  }),
  row('un brunch pour 6 dimanche', 'occasion', { occasion: 'brunch', servings: 6 }),
  row('idées pour un brunch entre amis', 'occasion', { occasion: 'brunch' }),
  row('apéro dînatoire pour 15 personnes', 'occasion', {
    occasion: 'apero-dinatoire',
    servings: 15,
  }),
  row('que faire pour un apero dinatoire ?', 'occasion', { occasion: 'apero-dinatoire' }),
  row('une soirée raclette entre amis, on sert quoi avec ?', 'occasion', {
    occasion: 'raclette-fondue',
  }),
  row('menu fondue pour 6', 'occasion', { occasion: 'raclette-fondue', servings: 6 }),
  row('organiser une soirée raclette', 'occasion', { occasion: 'raclette-fondue' }),
  row('Un menu de Noël sans noix', 'occasion', { occasion: 'noel', restrictions: ['nutFree'] }),
  row('un menu de noel sans porc', 'occasion', { occasion: 'noel' }),
  row('menu de noël pas cher', 'occasion', { occasion: 'noel', cheap: true }),
  row('un dessert de Noël', 'recipe', { occasion: 'noel' }),

  // The week.
  row('idées de repas pour la semaine', 'week'),
  row('des idées pour la semaine, rapides et végétariennes', 'week', {
    restrictions: ['vegetarian'],
  }),
  row('que manger cette semaine pas cher ?', 'week', { cheap: true }),
  row('menus de la semaine pour 4', 'week', { servings: 4 }),
  row('aide-moi à planifier mes repas de la semaine', 'week'),
  row('je veux planifier mes repas', 'week'),
  row('repas de la semaine petit budget', 'week', { cheap: true }),
  row('une semaine de dîners rapides', 'week'),
  row('batch cooking pour la semaine', 'week'),
  row('vous pouvez me proposer des plats pour les 7 jours ?', 'week'),
  row('semaine vegetarienne pas chere', 'week', { cheap: true, restrictions: ['vegetarian'] }),

  // The household's own data.
  row("qu'est-ce qui expire ?", 'household', { household: 'expiring' }),
  row("Qu'est-ce qui va bientôt périmer dans mon frigo ?", 'household', { household: 'expiring' }),
  row('quels produits arrivent à date limite ?', 'household', { household: 'expiring' }),
  row('quoi perime bientot', 'household', { household: 'expiring' }),
  row("qu'est-ce qu'on mange ce soir ?", 'household', { household: 'planned' }),
  row('on mange quoi ce midi ?', 'household', { household: 'planned' }),
  row("qu'est-ce qui est prévu demain soir ?", 'household', { household: 'planned' }),
  row("c'est quoi au menu ce soir ?", 'household', { household: 'planned' }),
  row("qu'est-ce qu'il y a dans mon frigo ?", 'household', { household: 'fridge' }),
  row('que contient le frigo ?', 'household', { household: 'fridge' }),

  // Recipe requests, with negations kept as such.
  row('Que cuisiner ce soir ?', 'recipe'),
  row('une idée de plat avec des courgettes', 'recipe'),
  row('un dessert sans œufs pour 6', 'recipe', { without: EGGS, servings: 6 }),
  row('un gateau sans oeufs', 'recipe', { without: EGGS }),
  row('une recette sans lactose', 'recipe', { restrictions: ['dairyFree'] }),
  row('un plat sans gluten pour ce soir', 'recipe', { restrictions: ['glutenFree'] }),
  row('un plat végétarien rapide', 'recipe', { restrictions: ['vegetarian'], maxMinutes: 30 }),
  row('une recette vegan facile', 'recipe', { restrictions: ['vegan'] }),
  row('pas de viande ce soir, une idée ?', 'recipe', { restrictions: ['vegetarian'] }),
  row('un plat sans champignons', 'recipe', { without: ['champignon', 'champignon-de-paris'] }),
  row("je n'aime pas les poivrons, une idée de plat ?", 'recipe', { without: ['poivron'] }),
  row('mon fils est allergique aux arachides, un dessert ?', 'recipe', {
    restrictions: ['peanutFree'],
    says: /sans arachides/,
  }),
  row('une entrée sans poisson ni fruits de mer', 'recipe'),
  row('un dessert sans sucre ajouté ?', 'recipe', { without: [...SWEETENED_FOODS] }),
  row('une soupe de legumes', 'recipe'),
  row('des crêpes pour 4', 'recipe', { servings: 4 }),
  row('un plat avec du poulet et des pommes de terre', 'recipe'),
  row('une idée avec ce qu’il y a dans mon frigo', 'recipe'),
  row("j'ai des restes de riz, je fais quoi ?", 'recipe'),
  row('un apéro pour ce soir', 'recipe'),
  row('une boisson sans alcool', 'recipe'),
  row('un plat rapide en 15 minutes', 'recipe', { maxMinutes: 15 }),
  row('un gratin pour 6 personnes', 'recipe', { servings: 6 }),
  row('t’as une idée de dessert au chocolat ?', 'recipe'),
  row('Auriez-vous une recette de quiche ?', 'recipe'),
  row('un plat pour les enfants', 'recipe', { children: true }),
  row('un repas que mes enfants vont aimer', 'recipe', { children: true }),
  row('idée de goûter pour les petits', 'recipe', { children: true }),
  row('un plat pas cher pour 4', 'recipe', { cheap: true, servings: 4 }),
  row('une recette economique avec des lentilles', 'recipe', { cheap: true }),
  row('un curry pas trop épicé', 'recipe'),
  row('une salade composée', 'recipe'),
  row('une tarte aux pommes', 'recipe'),
  row('des pâtes à la carbonara', 'recipe'),
  row('un dîner en amoureux', 'recipe', { servings: 2 }),
  row('un plat facile pour débutant', 'recipe'),
  row('une raclette', 'recipe'),
  row('un dessert sans noix de coco', 'recipe', { without: ['noix-de-coco'] }),
  row('une recette de pâtes sans œufs', 'recipe', { without: EGGS }),
  row("j'ai pas le temps, un plat avec du riz et des oeufs", 'recipe', { maxMinutes: 30 }),
  row('je veux remplacer la viande dans des lasagnes', 'recipe', { restrictions: ['vegetarian'] }),
  row('un plat sans porc pour 5', 'recipe', { without: ['porc', 'lardon', 'jambon'], servings: 5 }),

  // Small talk and out of scope: one sentence, no recipe.
  row('Bonjour', 'chat'),
  row('salut !', 'chat'),
  row('merci beaucoup', 'chat'),
  row('que sais-tu faire ?', 'chat'),
  row('Quel temps fait-il ?', 'out-of-scope'),
  row('quelle est la météo demain ?', 'out-of-scope'),
  row('écris-moi un poème', 'out-of-scope'),
  row('raconte une blague', 'out-of-scope'),
  row('qui a gagné le match hier ?', 'out-of-scope'),
  row('aide moi pour mes devoirs de maths', 'out-of-scope'),
  row('quelle est la capitale du Portugal ?', 'out-of-scope'),
  row('traduis ce texte en anglais', 'out-of-scope'),
  row('combien coûte un billet de train pour Paris', 'out-of-scope'),
  row('j ai mal a la tete que prendre comme medicament', 'out-of-scope'),
  row('asdfgh', 'out-of-scope'),

  // Probed as a family would (2026-11-27): questions.coverage.table.ts.
  ...COVERAGE_ROWS,
];
