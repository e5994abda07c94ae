/**
 * More of the question table (issue 29), from probing the embedded assistant as a family would
 * (2026-11-27): how-to basics, oven times, roasts by weight, ingredient differences, « épicé »,
 * « sans sucre (ajouté) », what the assistant is, calories and health, and the wording of
 * negations. Joined to QUESTION_TABLE (questions.table.ts), run by the same two tests.
 */
import { SWEETENED_FOODS } from '../../../shared/food/sweetened';
import { row, type TableRow } from './questions.row';

const SWEET = [...SWEETENED_FOODS];
const EGGS = ['oeuf'];

export const COVERAGE_ROWS: readonly TableRow[] = [
  // How to make the basics: proportions, never recipes containing them.
  row('comment faire une mayonnaise ?', 'technique', { topic: 'basics', says: /1 jaune d’œuf/ }),
  row('comment faire une mayonnaise sans œufs ?', 'technique', {
    topic: 'basics',
    says: /aquafaba/,
  }),
  row('ma mayonnaise a tourné, comment la rattraper ?', 'technique', {
    topic: 'basics',
    says: /nouveau jaune/,
  }),
  row('comment faire une vinaigrette ?', 'technique', {
    topic: 'basics',
    says: /3 volumes d’huile/,
  }),
  row('comment réussir une béchamel', 'technique', { topic: 'basics', says: /40 g de farine/ }),
  row('comment preparer une bechamel sans lait', 'technique', {
    topic: 'basics',
    says: /avoine ou de soja/,
  }),
  row('comment on fait un roux ?', 'technique', { topic: 'basics', says: /autant de beurre/ }),
  row('comment faire une pâte à crêpes ?', 'technique', {
    topic: 'basics',
    says: /250 g de farine/,
  }),
  row('comment faire une pâte brisée ?', 'technique', { topic: 'basics', says: /125 g de beurre/ }),
  row('comment faire une chantilly', 'technique', { topic: 'basics', says: /30 %/ }),
  row('pourquoi ma chantilly ne monte pas ?', 'technique', { topic: 'basics', says: /froide/ }),
  row('comment réussir des blancs en neige ?', 'technique', {
    topic: 'basics',
    says: /pincée de sel/,
  }),
  row('comment on fait un caramel ?', 'technique', { topic: 'basics', says: /100 g de sucre/ }),
  row('recette de base de la pâte à pizza', 'technique', {
    topic: 'basics',
    says: /500 g de farine/,
  }),
  row('comment préparer un riz pilaf', 'technique', { topic: 'basics', says: /15 à 17 minutes/ }),
  row('comment faire une purée maison', 'technique', {
    topic: 'basics',
    says: /1 kg de pommes de terre/,
  }),
  row('comment faire des œufs brouillés ?', 'technique', {
    topic: 'basics',
    says: /3 à 5 minutes/,
  }),
  row('comment faire une sauce tomate maison ?', 'technique', {
    topic: 'basics',
    says: /20 à 30 minutes/,
  }),
  row('comment faire une pâte feuilletée ?', 'technique', {
    topic: 'basics',
    says: /200 g de beurre/,
  }),
  row('comment faire un bouillon de légumes ?', 'technique', {
    topic: 'basics',
    says: /45 minutes/,
  }),

  // Differences, « à quoi sert », « pourquoi »: knowledge, or the honest sentence.
  row("c'est quoi la différence entre bicarbonate et levure ?", 'technique', {
    topic: 'difference',
    says: /bicarbonate de soude/,
  }),
  row('quelle différence entre levure chimique et levure de boulanger ?', 'technique', {
    topic: 'difference',
    says: /champignon vivant/,
  }),
  row('à quoi sert le bicarbonate ?', 'technique', { topic: 'difference', says: /acide/ }),
  row('quelle est la différence entre crème fraîche épaisse et liquide ?', 'technique', {
    topic: 'difference',
    says: /chantilly/,
  }),
  row('beurre doux ou demi-sel pour un gâteau ?', 'technique', {
    topic: 'difference',
    says: /demi-sel/,
  }),
  row("c'est quoi la différence entre farine T45 et T55 ?", 'technique', {
    topic: 'difference',
    says: /T55 est la farine ordinaire/,
  }),
  row('farine bise ou mi-blanche, quelle différence ?', 'technique', {
    topic: 'difference',
    says: /farine bise/,
  }),
  row('quelle farine pour faire du pain, t55 ou t65 ?', 'technique', { topic: 'difference' }),
  row('pourquoi mon gâteau retombe ?', 'technique', { topic: 'difference', says: /porte du four/ }),
  row('pourquoi ma pâte à pain ne lève pas ?', 'technique', { topic: 'difference', says: /40 °C/ }),
  row('pourquoi mes cookies sont trop plats ?', 'technique', { topic: 'difference' }),
  row("pourquoi ajouter du sel dans l'eau des pâtes ?", 'technique', {
    topic: 'difference',
    says: /10 g de sel/,
  }),
  // (The honest sentence itself: embedded-coverage.test.ts; the model's tool may say more.)
  row("c'est quoi la différence entre un gratin et un crumble ?", 'technique'),

  // The oven, the pan: a temperature and a time range.
  row('à quelle température cuire un gâteau ?', 'technique', { topic: 'oven', says: /180 °C/ }),
  row('combien de temps cuire une pizza maison ?', 'technique', {
    topic: 'oven',
    says: /10 à 15 minutes/,
  }),
  row('à quelle température cuire des cookies ?', 'technique', {
    topic: 'oven',
    says: /8 à 12 minutes/,
  }),
  row('combien de temps de cuisson pour une quiche lorraine ?', 'technique', {
    topic: 'oven',
    says: /30 à 35 minutes/,
  }),
  row('à combien de degrés cuire un pain maison ?', 'technique', { topic: 'oven', says: /220/ }),
  row('combien de temps au four pour un gratin dauphinois ?', 'technique', {
    topic: 'oven',
    says: /1 h à 1 h 15/,
  }),
  row('chaleur tournante ou statique pour un gâteau ?', 'technique', {
    topic: 'oven',
    says: /20 °C/,
  }),
  row('combien de temps cuire des crêpes ?', 'technique', { topic: 'oven', says: /1 à 2 minutes/ }),
  row("cuisson d'un magret de canard", 'technique', { topic: 'oven', says: /74 °C.*USDA/ }),
  row('th 6 ça fait combien de degrés ?', 'technique', { topic: 'equivalence', says: /180 °C/ }),

  // Roasts by weight: the time computed, and the core temperature with its reference.
  row('combien de temps cuire un poulet de 2 kg ?', 'technique', {
    topic: 'cooking',
    says: /1 h 20 à 1 h 40.*74 °C.*USDA/,
  }),
  row('combien de temps cuire un gigot de 2,5 kg ?', 'technique', {
    topic: 'cooking',
    says: /1 h 15 à 1 h 40.*63 °C/,
  }),
  row('combien de temps pour une dinde de 4 kilos ?', 'technique', {
    topic: 'cooking',
    says: /2 h 40 à 3 h.*74 °C/,
  }),
  row('combien de temps pour un rôti de porc de 1,2 kg', 'technique', {
    topic: 'cooking',
    says: /1 h 05 à 1 h 20.*63 °C/,
  }),

  // A dish asked for is no cooking question.
  row('des pommes de terre au four pour ce soir', 'recipe'),
  row('un poulet ou un rôti pour dimanche ?', 'recipe'),
  row('un gratin au four pour ce soir', 'recipe'),

  // « épicé » and « pas épicé ».
  row('une recette épicée pour ce soir', 'recipe', { says: /Relevé/ }),
  row('un plat relevé avec du poulet', 'recipe', { says: /Relevé/ }),
  row('un plat épicé végétarien', 'recipe', { restrictions: ['vegetarian'], says: /Relevé/ }),
  row('un plat pas épicé', 'recipe', { says: /Aucun de ces plats n’est relevé/ }),
  row('quelque chose de pas trop fort pour ma fille de 3 ans', 'recipe', { children: true }),

  // « sans sucre (ajouté) »: no sweetened product at all.
  row('un dessert pour les enfants sans sucre ajouté', 'recipe', {
    children: true,
    without: SWEET,
  }),
  row('un dessert sans sucre', 'recipe', { without: SWEET, says: /sans sucre ajouté/ }),
  row('un goûter sans sucres ajoutés pour 6', 'recipe', { without: SWEET, servings: 6 }),
  row('un gâteau sans sucre pour le goûter', 'recipe', { without: SWEET }),
  row('un dessert sans sucre ni chocolat', 'recipe', { without: SWEET, says: /ni chocolat/ }),

  // « sans noix »: coconut last; the wording of negations.
  row('un dessert sans noix pour 8 personnes', 'recipe', {
    restrictions: ['nutFree'],
    servings: 8,
  }),
  // One recipe for an occasion is a recipe question, the tagged ones first (not a whole menu).
  row('une recette de Noël pour les enfants', 'recipe', { occasion: 'noel', children: true }),
  // A dish named outweighs the type a meal time suggests (soups are entrées).
  row('une soupe pour ce soir', 'recipe', { says: /Voici trois idées de soupe/ }),
  row('on fête les 7 ans de Léo, un menu ?', 'occasion', { occasion: 'anniversaire' }),
  // A fruit salad is a dessert.
  row('allergique au kiwi, une salade de fruits ?', 'recipe', { without: ['kiwi'] }),
  // Where and how long fresh produce, bread and cheese keep: a named food outweighs « conserver ».
  row('comment conserver des herbes fraîches ?', 'technique', {
    topic: 'storage',
    says: /papier absorbant humide/,
  }),
  row('on peut mettre le pain au frigo ?', 'technique', {
    topic: 'storage',
    says: /jamais au frigo/,
  }),
  row('faut-il ranger les tomates au frigo ?', 'technique', { says: /hors du frigo/ }),
  row('combien de temps se garde le comté entamé ?', 'technique', { says: /3 à 4 semaines/ }),
  // A product named: its own date, whether it expires soon or not.
  row('mes courgettes expirent quand ?', 'household', {
    household: 'expiring',
    says: /courgettes : expire le dimanche 20 décembre/,
  }),
  // Rescuing a sauce: the way, never recipes.
  row('comment épaissir une sauce ?', 'technique', { topic: 'basics', says: /fécule de maïs/ }),
  row('ma sauce est trop liquide', 'technique', { says: /laissez réduire/ }),
  row('ma mayonnaise a tranché', 'technique', { says: /nouveau jaune/ }),
  // A crowd beyond what a meal counts: the quantities for 50, said.
  row('un plat pour 80 personnes', 'recipe', { says: /pour 50, à multiplier pour 80/ }),
  // What goes with a dish: the classic sides, not the dish's cooking time.
  row('que servir avec un rôti de porc ?', 'technique', { topic: 'pairing', says: /lentilles/ }),
  row('quel accompagnement pour une blanquette ?', 'technique', { topic: 'pairing', says: /riz/ }),
  // Grains and how much per person.
  row('combien de temps faire cuire du boulgour ?', 'technique', {
    topic: 'cooking',
    says: /10 minutes/,
  }),
  row('quelle quantité de pâtes par personne ?', 'technique', {
    topic: 'equivalence',
    says: /80 à 100 g/,
  }),
  row('combien de riz pour 4 personnes ?', 'technique', {
    topic: 'equivalence',
    says: /320 à 400 g/,
  }),
  // Kitchen words and the egg test.
  row('c’est quoi une julienne ?', 'technique', { topic: 'difference', says: /bâtonnets/ }),
  row('que veut dire déglacer ?', 'technique', { topic: 'difference', says: /sucs/ }),
  row('comment savoir si un œuf est frais ?', 'technique', { topic: 'difference', says: /flotte/ }),
  // A wheat staple for a gluten-free table: the shop's gluten-free version, said.
  row('des pâtes sans gluten', 'recipe', {
    restrictions: ['glutenFree'],
    says: /pâtes sans gluten du commerce/,
  }),
  // « sans cuisson »: nothing to cook first, said; « sans four »: the oven last, said.
  row('un dessert sans cuisson', 'recipe', { says: /Rien à cuire/ }),
  row('une salade sans cuisson pour 4', 'recipe', { servings: 4 }),
  row('il fait trop chaud, une idée sans allumer le four ?', 'recipe', { says: /four/ }),
  row('un plat sans œufs ni fromage', 'recipe', { without: EGGS, says: /sans œufs ni fromage/ }),
  row('un plat sans œufs et lait', 'recipe', {
    without: EGGS,
    restrictions: ['dairyFree'],
    says: /sans œufs, sans lactose/,
  }),
  row('menu du Nouvel An sans porc', 'occasion', {
    occasion: 'nouvel-an',
    without: ['porc', 'jambon', 'lardon'],
    says: /Menu du Nouvel An sans porc/,
  }),
  row('menu de Noël pour 8 sans fruits de mer', 'occasion', {
    occasion: 'noel',
    servings: 8,
    says: /sans fruits de mer/,
  }),
  row('on fait une raclette samedi avec des amis, quoi servir ?', 'occasion', {
    occasion: 'raclette-fondue',
    says: /Plat : [^\n]*[Rr]aclette/,
  }),
  row('que faire avec des courgettes qui vont périmer ?', 'recipe'),
  row('une entrée de fête pour 8', 'recipe', { servings: 8 }),

  // What the assistant is, and what it does not know.
  row('tu es une IA ?', 'chat', { says: /Assistant Chef de Popote.*sans modèle de langage/ }),
  row('qui es-tu ?', 'chat', { says: /Assistant Chef de Popote/ }),
  row('tu es un robot ?', 'chat', { says: /carnet de recettes de Popote/ }),
  row('tu es ChatGPT ?', 'chat', { says: /sans modèle de langage/ }),
  row('es-tu un vrai chef ?', 'chat', { says: /Assistant Chef de Popote/ }),
  row('comment tu marches ?', 'chat', { says: /fiches de cuisine/ }),
  row('combien de calories dans une pizza ?', 'technique'),
  row("c'est bon pour la santé le beurre ?", 'technique'),

  // Dates, reheating, doneness; the shopping list; negations that end at a comma.
  row('un yaourt périmé depuis 2 jours, je peux le manger ?', 'technique', {
    topic: 'storage',
    says: /à consommer jusqu’au/,
  }),
  row("des pâtes périmées depuis un mois, c'est encore bon ?", 'technique', {
    topic: 'storage',
    says: /de préférence avant/,
  }),
  row('combien de temps au micro-ondes pour réchauffer un plat ?', 'technique', {
    topic: 'storage',
    says: /74 °C.*USDA/,
  }),
  row('je peux manger des œufs crus enceinte ?', 'technique', {
    topic: 'storage',
    says: /femmes enceintes.*ANSES/,
  }),
  row('peut-on manger un steak haché rosé ?', 'technique', { topic: 'cooking', says: /71 °C/ }),
  row('faut-il rincer le riz ?', 'technique', { topic: 'difference', says: /amidon/ }),
  row("faut-il saler l'eau des pâtes ?", 'technique', { topic: 'difference', says: /10 g de sel/ }),
  row('comment éplucher une mangue ?', 'technique'),
  row('ajoute des œufs à ma liste de courses', 'household', { household: 'shopping' }),
  row("je fais mes courses, qu'est-ce que je dois acheter cette semaine ?", 'household', {
    household: 'shopping',
  }),
  row("je n'aime pas la coriandre, un curry ?", 'recipe', {
    without: ['coriandre'],
    says: /idées de curry, sans coriandre :/,
  }),

  // Families of foods, pastry versus pasta, a diabetic table, cost, what Popote is.
  row('un plat avec du poisson', 'recipe', { says: /à base de poisson/ }),
  row('un plat doux pour les enfants avec du poisson', 'recipe', { children: true }),
  row('des fruits de mer pour ce soir', 'recipe'),
  row('une quiche sans pâte', 'recipe', {
    without: ['pate-brisee', 'pate-feuilletee', 'pate-sablee'],
  }),
  row('un plat sans pâtes', 'recipe', { without: ['pates'], says: /sans pâtes :/ }),
  row('mon mari est diabétique, un dessert ?', 'recipe', {
    without: SWEET,
    says: /pas de conseil médical/,
  }),
  row('combien coûte une raclette pour 6 ?', 'recipe', { cheap: true, says: /pas un prix/ }),
  row("c'est quoi Popote ?", 'chat', { says: /Assistant Chef de Popote/ }),
  // A baby's food has its own rules: said, never the grown-ups' recipes.
  row('un plat sans lactose pour bébé', 'technique', { says: /diversification.*ANSES/ }),
  row('un plat pour bébé de 10 mois', 'technique', { says: /pas de miel avant 1 an/ }),
  // Pregnancy: the foods to avoid and why, never a list of smoked-salmon recipes.
  row('je suis enceinte, je peux manger du saumon fumé ?', 'technique', {
    says: /listeria.*saumon fumé.*ANSES/,
  }),
  row('quels aliments éviter pendant la grossesse ?', 'technique', { says: /lait cru/ }),
  row('par quoi remplacer le lait de coco ?', 'substitution', { says: /crème de soja/ }),
  row('combien de temps pour un rôti de veau de 800 g', 'technique', {
    topic: 'cooking',
    says: /40 à 50 minutes.*63 °C/,
  }),
  row("temps de cuisson d'un rôti de boeuf d'1 kg", 'technique', {
    topic: 'cooking',
    says: /30 à 40 minutes.*63 °C/,
  }),
];
