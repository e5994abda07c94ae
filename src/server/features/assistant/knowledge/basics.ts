/**
 * The basics a home cook asks how to make (« comment faire une mayonnaise ? »): a few sentences
 * each, with proportions, written by us from common kitchen practice. Each names its foods
 * (taxonomy ids), so a household that cannot eat one hears it in a line, with what to use
 * instead when there is a way.
 */

export interface BasicEntry {
  /** Words that name the preparation, as people write them. */
  readonly keys: readonly string[];
  /** « la mayonnaise ». */
  readonly subject: string;
  /** How: proportions first, then the steps and the one trick that matters. */
  readonly text: string;
  /** Taxonomy ids of what it is made of, checked against the household's table. */
  readonly foods: readonly string[];
  /** For a food the table cannot eat (taxonomy id): how to do without it, when there is a way. */
  readonly instead?: Readonly<Record<string, string>>;
}

export const BASICS: readonly BasicEntry[] = [
  {
    keys: ['mayonnaise', 'mayo'],
    subject: 'la mayonnaise',
    foods: ['oeuf', 'moutarde', 'huile'],
    text: 'Pour un bol de mayonnaise : 1 jaune d’œuf, 1 c. à c. de moutarde, 20 à 25 cl d’huile neutre (tournesol, colza), sel, poivre, un trait de vinaigre ou de citron. Tous les ingrédients à la même température (sortez l’œuf du frigo 30 minutes avant). Fouettez le jaune et la moutarde, puis versez l’huile goutte à goutte au début, en filet dès qu’elle prend. Si elle tourne, repartez d’un nouveau jaune (ou d’une cuillère d’eau froide) et incorporez-y la mayonnaise ratée petit à petit. Faite maison, elle se garde 24 heures au frigo, bien couverte.',
    instead: {
      oeuf: 'Sans œuf : 3 c. à s. d’aquafaba (le jus d’une boîte de pois chiches) à la place du jaune, montées au mixeur plongeant avec la moutarde, puis l’huile en filet.',
      moutarde:
        'Sans moutarde : le jaune seul suffit à faire prendre la mayonnaise ; ajoutez un peu plus de citron pour le goût.',
    },
  },
  {
    keys: ['vinaigrette', 'sauce salade', 'sauce pour salade'],
    subject: 'la vinaigrette',
    foods: ['vinaigre', 'huile', 'moutarde'],
    text: 'La vinaigrette, c’est 1 volume de vinaigre pour 3 volumes d’huile : dissolvez d’abord le sel dans le vinaigre (il ne fond pas dans l’huile), ajoutez 1 c. à c. de moutarde si vous aimez, puis l’huile en fouettant. Pour 4 personnes : 1 c. à s. de vinaigre, 3 c. à s. d’huile. Le jus de citron remplace le vinaigre à volume égal.',
    instead: {
      vinaigre: 'Sans vinaigre (sulfites) : du jus de citron frais, à volume égal.',
      moutarde: 'Sans moutarde : elle ne sert qu’à lier ; secouez la vinaigrette dans un bocal.',
    },
  },
  {
    keys: ['bechamel', 'sauce blanche', 'sauce bechamel'],
    subject: 'la béchamel',
    foods: ['beurre', 'farine', 'lait'],
    text: 'Pour 50 cl de béchamel (un gratin, des lasagnes pour 4) : 40 g de beurre, 40 g de farine, 50 cl de lait, sel, poivre, muscade. Faites fondre le beurre, ajoutez la farine et remuez 1 à 2 minutes sans colorer (c’est le roux), puis versez le lait froid d’un coup en fouettant. Laissez épaissir 5 à 10 minutes à feu doux sans cesser de remuer. Plus épaisse : 50 g de beurre et 50 g de farine ; plus fluide : 60 cl de lait.',
    instead: {
      lait: 'Sans lait : une boisson d’avoine ou de soja non sucrée, à volume égal, et de l’huile d’olive ou une margarine végétale à la place du beurre.',
      beurre: 'Sans beurre : 4 c. à s. d’huile d’olive ou de margarine végétale.',
      farine:
        'Sans gluten : 30 g de fécule de maïs délayée dans un peu de lait froid, versée dans le lait chaud.',
    },
  },
  {
    keys: ['roux', 'roux blanc', 'roux brun'],
    subject: 'le roux',
    foods: ['beurre', 'farine'],
    text: 'Un roux, c’est autant de beurre que de farine (en poids), cuits ensemble en remuant : 1 à 2 minutes pour un roux blanc (béchamel), 5 à 8 minutes jusqu’à une couleur noisette pour un roux brun (sauces brunes, gumbo). Comptez 20 g de beurre et 20 g de farine pour épaissir 25 cl de liquide ; versez le liquide froid sur le roux chaud, en fouettant, pour éviter les grumeaux.',
    instead: {
      farine:
        'Sans gluten : pas de roux, mais de la fécule de maïs délayée à froid (1 c. à s. pour 25 cl), versée dans le liquide chaud.',
      beurre: 'Sans beurre : la même quantité d’huile.',
    },
  },
  {
    keys: ['pate a crepe', 'pate a crepes', 'crepes', 'crepe'],
    subject: 'la pâte à crêpes',
    foods: ['farine', 'oeuf', 'lait', 'beurre'],
    text: 'Pour une quinzaine de crêpes : 250 g de farine, 4 œufs, 50 cl de lait, 1 pincée de sel, 2 c. à s. de sucre (pour des crêpes sucrées), 30 g de beurre fondu. Versez les œufs dans la farine, mélangez, puis le lait petit à petit pour éviter les grumeaux, et le beurre fondu à la fin. Laissez reposer 30 minutes à 1 heure. Dans une poêle chaude et à peine graissée, une petite louche par crêpe, 1 à 2 minutes par face.',
    instead: {
      oeuf: 'Sans œufs : remplacez-les par 10 cl de lait ou de boisson végétale en plus et 1 c. à s. de fécule de maïs ; la crêpe est un peu plus fragile, retournez-la quand les bords se détachent.',
      lait: 'Sans lait : une boisson d’avoine ou de soja, ou moitié eau moitié boisson végétale, à volume égal.',
      farine:
        'Sans gluten : farine de riz et fécule de maïs (moitié-moitié), ou farine de sarrasin pour des galettes.',
    },
  },
  {
    keys: ['pate brisee', 'pate a tarte', 'fond de tarte'],
    subject: 'la pâte brisée',
    foods: ['farine', 'beurre'],
    text: 'Pour un moule de 24 à 28 cm : 250 g de farine, 125 g de beurre froid en dés, 1 pincée de sel, 5 à 6 c. à s. d’eau froide (ou 1 jaune d’œuf et un peu d’eau). Sablez la farine et le beurre du bout des doigts, ajoutez l’eau et rassemblez en boule sans trop travailler la pâte. 30 minutes au frigo, puis étalez. À blanc, 15 minutes à 180 °C sous du papier cuisson lesté, avant de garnir.',
    instead: {
      beurre:
        'Sans beurre : 10 cl d’huile neutre et 10 cl d’eau tiède pour 250 g de farine ; la pâte est plus croustillante et ne repose pas.',
      farine:
        'Sans gluten : un mélange de farine de riz, fécule et poudre d’amandes (si les fruits à coque passent), à étaler entre deux feuilles de papier cuisson.',
    },
  },
  {
    keys: ['chantilly', 'creme chantilly', 'creme fouettee', 'monter la creme'],
    subject: 'la crème chantilly',
    foods: ['creme', 'sucre'],
    text: 'Pour 4 : 25 cl de crème liquide entière (30 % de matière grasse au moins), très froide, et 25 g de sucre glace. Mettez le bol et les fouets 15 minutes au congélateur, fouettez la crème à vitesse moyenne puis rapide, ajoutez le sucre quand elle commence à tenir. Arrêtez dès qu’elle forme un bec au bout du fouet : trop fouettée, elle tourne en beurre. Une crème allégée ne monte pas.',
    instead: {
      creme:
        'Sans lait : la partie épaisse d’une boîte de lait de coco entier, passée une nuit au frigo, se fouette de la même façon.',
    },
  },
  {
    keys: ['blanc en neige', 'blancs en neige', 'monter les blancs', 'monter des blancs'],
    subject: 'les blancs en neige',
    foods: ['oeuf'],
    text: 'Des blancs d’œufs à température ambiante, dans un bol bien propre et sec, sans trace de jaune. Ajoutez une pincée de sel (ou quelques gouttes de citron) et fouettez d’abord doucement, puis plus vite. Ils sont fermes quand le bol retourné ne les fait pas glisser. Pour une meringue, ajoutez 50 à 60 g de sucre par blanc, petit à petit, une fois les blancs mousseux. Incorporez-les à une préparation à la spatule, en soulevant, sans tourner.',
    instead: {
      oeuf: 'Sans œufs : 30 ml d’aquafaba (le jus d’une boîte de pois chiches) par blanc, montés de la même façon, un peu plus longtemps.',
    },
  },
  {
    keys: ['caramel', 'caramel a sec', 'caramel liquide', 'caramel beurre sale'],
    subject: 'le caramel',
    foods: ['sucre'],
    text: 'Pour un moule à flan : 100 g de sucre et 3 c. à s. d’eau dans une casserole à fond épais, à feu moyen. Ne remuez pas : faites tourner la casserole. Arrêtez à la couleur ambrée (5 à 8 minutes) : plus foncé, il devient amer. Pour un caramel au beurre salé, ajoutez hors du feu 40 g de beurre demi-sel puis 10 cl de crème chaude, en reculant (ça bouillonne). Le caramel brûle gravement : les enfants restent à l’écart de la casserole.',
    instead: {
      sucre: 'Sans sucre ajouté, pas de caramel : un caramel, c’est du sucre cuit.',
    },
  },
  {
    keys: ['pate a pizza', 'pizza maison', 'pate pizza'],
    subject: 'la pâte à pizza',
    foods: ['farine', 'levure-de-boulanger', 'huile'],
    text: 'Pour 2 pizzas : 500 g de farine (T55 ou T45), 30 cl d’eau tiède, 7 g de levure de boulanger sèche (ou 20 g de fraîche), 10 g de sel, 2 c. à s. d’huile d’olive. Délayez la levure dans l’eau, mélangez avec la farine, puis le sel et l’huile, et pétrissez 10 minutes jusqu’à une pâte lisse. Laissez lever 1 h 30 à 2 h sous un torchon (elle double de volume), étalez à la main, garnissez, et cuisez 10 à 15 minutes dans un four préchauffé au plus chaud (250 °C).',
    instead: {
      farine:
        'Sans gluten : un mélange de farines sans gluten pour pain, avec 1 c. à c. de psyllium ; la pâte s’étale à la cuillère mouillée.',
    },
  },
  {
    keys: ['riz pilaf', 'pilaf'],
    subject: 'le riz pilaf',
    foods: ['riz', 'oignon', 'beurre'],
    text: 'Pour 4 : 250 g de riz long, 1 oignon émincé, 20 g de beurre ou 2 c. à s. d’huile, 1,5 fois le volume du riz en bouillon chaud. Faites revenir l’oignon, ajoutez le riz et remuez 2 minutes jusqu’à ce qu’il devienne translucide (il est nacré), versez le bouillon bouillant, couvrez, et cuisez 15 à 17 minutes à feu doux sans soulever le couvercle. 5 minutes de repos hors du feu, puis égrenez à la fourchette.',
    instead: {
      beurre: 'Sans beurre : de l’huile d’olive.',
    },
  },
  {
    keys: ['puree', 'puree maison', 'puree de pomme de terre', 'puree de pommes de terre'],
    subject: 'la purée',
    foods: ['pomme-de-terre', 'lait', 'beurre'],
    text: 'Pour 4 : 1 kg de pommes de terre farineuses (bintje, agria), 20 à 25 cl de lait chaud, 50 g de beurre, sel, muscade. Cuisez les pommes de terre épluchées en morceaux 20 à 25 minutes, départ à l’eau froide salée. Égouttez, écrasez au presse-purée ou à la fourchette (jamais au mixeur : elle devient élastique), puis ajoutez le beurre et le lait chaud petit à petit.',
    instead: {
      lait: 'Sans lait : l’eau de cuisson ou une boisson d’avoine, et de l’huile d’olive à la place du beurre.',
      beurre: 'Sans beurre : 3 c. à s. d’huile d’olive.',
    },
  },
  {
    keys: ['oeufs brouilles', 'oeuf brouille', 'brouillade'],
    subject: 'les œufs brouillés',
    foods: ['oeuf', 'beurre'],
    text: 'Pour 2 : 4 œufs battus à la fourchette avec sel et poivre, 15 g de beurre. Faites fondre le beurre à feu doux, versez les œufs et remuez sans cesse à la spatule, 3 à 5 minutes, en retirant la poêle du feu quand ils prennent trop vite. Arrêtez quand ils sont crémeux et pris : ils finissent de cuire dans l’assiette. Pour les jeunes enfants, cuisez-les jusqu’à ce qu’il ne reste plus de partie liquide.',
    instead: { beurre: 'Sans beurre : 1 c. à s. d’huile d’olive.' },
  },
  {
    keys: ['omelette'],
    subject: 'l’omelette',
    foods: ['oeuf', 'beurre'],
    text: 'Pour 2 : 4 à 5 œufs battus avec sel et poivre, 10 g de beurre dans une poêle de 20 à 24 cm, à feu moyen-vif. Versez les œufs quand le beurre mousse, ramenez les bords vers le centre à la spatule pendant 1 minute, puis laissez prendre 1 à 2 minutes : le dessus reste baveux ou se cuit à votre goût (bien cuite pour les jeunes enfants). Pliez-la en deux pour servir ; la garniture (fromage, jambon, herbes) se met juste avant de plier.',
    instead: { beurre: 'Sans beurre : 1 c. à s. d’huile.' },
  },
  {
    keys: ['sauce tomate', 'coulis de tomate', 'sauce tomate maison'],
    subject: 'la sauce tomate',
    foods: ['tomate', 'oignon', 'ail', 'huile-d-olive'],
    text: 'Pour 4 : 800 g de tomates pelées en conserve (ou 1 kg de tomates mûres en été), 1 oignon, 2 gousses d’ail, 2 c. à s. d’huile d’olive, sel, 1 pincée de sucre si les tomates sont acides, basilic ou thym. Faites fondre l’oignon émincé 5 minutes dans l’huile, ajoutez l’ail 1 minute, puis les tomates écrasées, et laissez mijoter à découvert 20 à 30 minutes jusqu’à ce qu’elle épaississe. Mixez-la ou non. Elle se garde 3 jours au frigo et se congèle très bien.',
  },
  {
    keys: ['pate feuilletee', 'feuilletage', 'feuilletage rapide'],
    subject: 'la pâte feuilletée',
    foods: ['farine', 'beurre'],
    text: 'Le feuilletage rapide, pour un moule : 250 g de farine, 200 g de beurre très froid en dés, 1 pincée de sel, 12 cl d’eau glacée. Mélangez la farine, le sel et le beurre sans écraser les dés, ajoutez l’eau et rassemblez grossièrement. Étalez en rectangle, pliez en trois comme une lettre, tournez d’un quart de tour, recommencez : 4 à 6 tours en tout, avec 20 minutes de frigo tous les deux tours. La pâte doit rester froide : si le beurre fond, elle ne feuillette plus. Le feuilletage classique (beurre en plaque) demande une demi-journée.',
    instead: {
      beurre: 'Sans beurre, une margarine végétale solide (en bloc) se travaille de la même façon.',
    },
  },
  {
    keys: [
      'bouillon',
      'bouillon de legume',
      'bouillon de legumes',
      'bouillon maison',
      'bouillon de volaille',
      'bouillon de poulet',
    ],
    subject: 'le bouillon',
    foods: ['carotte', 'poireau', 'oignon'],
    text: 'Pour 2 litres de bouillon de légumes : 2 carottes, 1 poireau, 1 oignon piqué d’un clou de girofle, 1 branche de céleri, 1 bouquet garni (thym, laurier, persil), quelques grains de poivre, 2,5 l d’eau froide. Portez à frémissement et laissez cuire 45 minutes à 1 heure à petits bouillons, sans saler beaucoup (il réduira). Filtrez. Pour un bouillon de volaille, ajoutez une carcasse ou 2 cuisses de poulet et comptez 2 heures, en écumant. Il se garde 3 jours au frigo, 3 mois au congélateur.',
  },
  {
    keys: [
      'epaissir une sauce',
      'epaissir la sauce',
      'lier une sauce',
      'lier la sauce',
      'sauce trop liquide',
      'trop liquide',
      'epaissir',
    ],
    subject: 'une sauce à épaissir',
    foods: ['maizena'],
    text: 'Pour épaissir une sauce : 1 c. à c. de fécule de maïs délayée dans 2 c. à s. d’eau froide lie 25 cl de sauce — versez-la dans la sauce frémissante en remuant, elle épaissit en 1 minute. Sans fécule : laissez réduire à découvert, à petits bouillons ; ou un beurre manié (autant de beurre mou que de farine, écrasés ensemble), ajouté en petites noisettes dans la sauce frémissante en fouettant, puis 2 minutes de cuisson ; ou une cuillère de crème. Un jaune d’œuf lie aussi, hors du feu, sans faire bouillir ensuite.',
    instead: {
      maizena:
        'Sans fécule de maïs : la fécule de pomme de terre ou l’arrow-root s’utilisent de la même façon, ou laissez simplement réduire.',
    },
  },
];
