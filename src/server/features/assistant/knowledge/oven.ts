/**
 * The oven: usual temperatures and times for what families bake, the thermostat, and fan versus
 * conventional heat — and, asked as often, the pan's crêpes, magret and waffles. Written by us
 * from common kitchen practice. Every answer is a range: ovens differ, and the last minutes are
 * judged by eye or with a knife; a poultry's safe core temperature names its reference.
 */
import { cite } from './references';

export interface OvenEntry {
  readonly keys: readonly string[];
  readonly subject: string;
  readonly text: string;
}

const THERMOSTAT =
  'Le thermostat multiplié par 30 donne les degrés : th. 5 = 150 °C, th. 6 = 180 °C, th. 7 = 210 °C, th. 8 = 240 °C.';

export const OVEN: readonly OvenEntry[] = [
  {
    keys: ['gateau', 'cake', 'gateau au yaourt', 'quatre quart', 'genoise', 'marbre', 'savarin'],
    subject: 'un gâteau',
    text: 'Un gâteau se cuit le plus souvent à 180 °C (th. 6), four préchauffé : 20 à 25 minutes pour un gâteau plat ou des muffins, 30 à 40 minutes pour un gâteau au yaourt ou un moule rond de 24 cm, 45 minutes à 1 heure pour un cake dans un moule à cake. Il est cuit quand la lame d’un couteau plantée au centre ressort sèche ; s’il colore trop vite, couvrez-le de papier aluminium.',
  },
  {
    keys: [
      'gateau au chocolat',
      'moelleux au chocolat',
      'fondant au chocolat',
      'brownie',
      'brownies',
    ],
    subject: 'un gâteau au chocolat',
    text: 'Un gâteau au chocolat se cuit à 180 °C (th. 6) : 20 à 25 minutes pour un fondant ou un brownie qui reste moelleux au centre (la lame ressort un peu humide), 30 à 35 minutes pour un moelleux bien cuit. Des coulants individuels : 8 à 10 minutes à 200 °C.',
  },
  {
    keys: ['cookies', 'cookie', 'biscuits', 'sables', 'sable'],
    subject: 'des cookies',
    text: 'Des cookies cuisent 8 à 12 minutes à 180 °C (th. 6) : sortez-les quand les bords sont dorés et le centre encore mou, ils durcissent en refroidissant. Des sablés, 10 à 15 minutes à 170–180 °C, jusqu’à une couleur blonde.',
  },
  {
    keys: ['tarte', 'tartes', 'quiche', 'tarte aux pommes', 'tarte salee', 'tarte sucree'],
    subject: 'une tarte',
    text: 'Une tarte aux fruits cuit 30 à 40 minutes à 180–200 °C (th. 6–7), une quiche 30 à 35 minutes à 180 °C jusqu’à ce que l’appareil soit pris et doré. Pour un fond qui reste croustillant sous une garniture humide, cuisez-le d’abord à blanc 15 minutes à 180 °C.',
  },
  {
    keys: ['pizza', 'pizzas', 'pizza maison'],
    subject: 'une pizza',
    text: 'Une pizza maison cuit 10 à 15 minutes dans un four préchauffé au plus chaud (240 à 250 °C, th. 8), sur la plaque du bas ou sur une pierre à pizza chauffée avec le four. Elle est prête quand le bord est doré et le fromage bouillonne. Une pizza surgelée : le temps du paquet, en général 12 à 15 minutes à 220 °C.',
  },
  {
    keys: ['pain', 'pain maison', 'baguette', 'miche', 'brioche'],
    subject: 'le pain',
    text: 'Un pain maison cuit 30 à 40 minutes à 220–230 °C (une miche de 500 g ; 20 à 25 minutes pour des baguettes), avec un bol d’eau dans le four les 10 premières minutes pour la croûte. Il est cuit quand il sonne creux si l’on tapote dessous. Une brioche : 25 à 35 minutes à 180 °C.',
  },
  {
    keys: ['gratin', 'gratin dauphinois', 'gratin de pate', 'gratin de legume', 'lasagne'],
    subject: 'un gratin',
    text: 'Un gratin dauphinois (pommes de terre crues) cuit 1 h à 1 h 15 à 160–180 °C (th. 5–6) ; un gratin de légumes déjà cuits ou de pâtes, 20 à 30 minutes à 200 °C, le temps de dorer ; des lasagnes, 30 à 40 minutes à 180 °C. La lame d’un couteau doit traverser sans résistance ; 5 minutes sous le gril pour une croûte plus dorée.',
  },
  {
    keys: ['clafoutis', 'flan', 'flan patissier'],
    subject: 'un clafoutis ou un flan',
    text: 'Un clafoutis cuit 35 à 45 minutes à 180 °C (th. 6), un flan pâtissier 45 minutes à 1 heure à 180 °C : ils sont cuits quand le centre ne tremble plus qu’à peine. Laissez refroidir avant de démouler.',
  },
  {
    keys: ['crumble'],
    subject: 'un crumble',
    text: 'Un crumble cuit 30 à 40 minutes à 180 °C (th. 6), jusqu’à ce que le dessus soit doré et que les fruits bouillonnent sur les bords.',
  },
  {
    keys: ['meringue', 'meringues'],
    subject: 'les meringues',
    text: 'Les meringues sèchent plus qu’elles ne cuisent : 1 h 30 à 2 h à 90–100 °C, puis elles refroidissent dans le four éteint, porte entrouverte.',
  },
  {
    keys: ['souffle'],
    subject: 'un soufflé',
    text: 'Un soufflé cuit 20 à 25 minutes à 200 °C (th. 6–7) pour un grand moule, 12 à 15 minutes pour des ramequins, sans ouvrir la porte du four ; servez-le aussitôt.',
  },
  // Not the oven, but asked as often: the pan and the waffle iron.
  {
    keys: ['crepe', 'crepes', 'galette', 'galettes', 'pancake', 'pancakes'],
    subject: 'les crêpes',
    text: 'Une crêpe cuit 1 à 2 minutes par face dans une poêle bien chaude et à peine graissée : retournez-la quand le bord se détache et blondit. Une galette de sarrasin, 2 à 3 minutes ; des pancakes, 2 minutes par face à feu moyen, retournés quand des bulles percent la surface.',
  },
  {
    keys: ['magret', 'magret de canard'],
    subject: 'le magret',
    text: `Un magret se quadrille côté peau, puis cuit à la poêle sans matière grasse, à feu moyen : 8 à 10 minutes côté peau (videz la graisse en cours de route), 3 à 5 minutes côté chair, et 5 minutes de repos. Servi rosé, il reste en dessous de la température de sécurité des volailles, 74 °C à cœur ${cite('usdaTemperatures')} : pour les jeunes enfants, les femmes enceintes et les personnes fragiles, cuisez-le bien (10 minutes de plus au four à 180 °C).`,
  },
  {
    keys: ['gaufre', 'gaufres'],
    subject: 'les gaufres',
    text: 'Une gaufre cuit 3 à 5 minutes dans un gaufrier bien chaud et graissé, jusqu’à ce que la vapeur cesse de s’échapper.',
  },
  {
    keys: [
      'chaleur tournante',
      'four ventile',
      'statique',
      'chaleur statique',
      'traditionnel',
      'convection',
    ],
    subject: 'la chaleur tournante',
    text: `En chaleur tournante, l’air chaud circule : baissez de 20 °C environ la température d’une recette écrite pour un four traditionnel (statique), ou gardez-la et raccourcissez un peu la cuisson. La chaleur tournante cuit plusieurs plaques à la fois et dore bien ; la chaleur statique (sole et voûte) convient mieux aux gâteaux qui lèvent, aux soufflés et au pain. ${THERMOSTAT}`,
  },
  {
    keys: ['thermostat', 'th', 'prechauffer', 'prechauffe', 'preachauffage'],
    subject: 'le thermostat',
    text: `${THERMOSTAT} Préchauffez 10 à 15 minutes avant d’enfourner : un gâteau mis dans un four froid lève mal.`,
  },
];
