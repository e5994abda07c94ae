/**
 * What goes with a dish (« que servir avec un rôti de porc ? »): the classic sides of French and
 * Swiss home cooking, written by us. A guide, not a rule: every side named is an everyday food.
 */
export interface PairingEntry {
  readonly keys: readonly string[];
  readonly text: string;
}

export const PAIRINGS: readonly PairingEntry[] = [
  {
    keys: ['roti de porc', 'porc', 'filet mignon', 'cote de porc', 'cotes de porc'],
    text: 'Avec un rôti de porc : des pommes de terre rôties ou une purée, des haricots verts, des lentilles, un chou braisé, ou des pommes poêlées (le fruit va très bien au porc).',
  },
  {
    keys: ['poulet', 'poulet roti', 'volaille', 'pintade', 'dinde'],
    text: 'Avec une volaille rôtie : des pommes de terre au four ou des frites maison, des haricots verts, un gratin de courgettes, du riz, ou simplement une salade verte.',
  },
  {
    keys: ['gigot', 'agneau', 'epaule d agneau'],
    text: 'Avec un gigot ou une épaule d’agneau : des flageolets ou des haricots blancs, des pommes de terre boulangères, un tian de légumes ou une ratatouille.',
  },
  {
    keys: ['roti de boeuf', 'boeuf', 'cote de boeuf', 'steak', 'entrecote'],
    text: 'Avec un bœuf rôti ou grillé : des pommes de terre sautées ou des frites, un gratin dauphinois, des haricots verts, des champignons poêlés, une salade verte.',
  },
  {
    keys: ['boeuf bourguignon', 'bourguignon', 'daube', 'ragout', 'civet'],
    text: 'Avec un plat en sauce mijoté (bourguignon, daube, civet) : des pâtes fraîches, une purée, des pommes vapeur ou de la polenta, pour la sauce.',
  },
  {
    keys: ['blanquette', 'blanquette de veau'],
    text: 'Avec une blanquette : du riz blanc, le classique ; ou des pommes vapeur.',
  },
  {
    keys: ['poisson', 'saumon', 'cabillaud', 'colin', 'truite', 'filet de poisson', 'dorade'],
    text: 'Avec un poisson : du riz, des pommes vapeur ou une purée, des épinards, du fenouil braisé, des poireaux fondus, des haricots verts ; un filet de citron ou un beurre blanc.',
  },
  {
    keys: ['saucisse', 'saucisses', 'diots', 'longeole', 'saucisson vaudois'],
    text: 'Avec des saucisses : une purée, des lentilles, un papet de poireaux, une choucroute, des rösti.',
  },
  {
    keys: ['quiche', 'tarte salee', 'gratin', 'omelette', 'croque monsieur'],
    text: 'Avec une quiche, une tarte salée, un gratin ou une omelette : une salade verte bien assaisonnée suffit ; des crudités pour les enfants.',
  },
  {
    keys: ['raclette'],
    text: 'Avec une raclette : des pommes de terre en robe des champs, des cornichons et des petits oignons au vinaigre, de la viande séchée ou de la charcuterie, une salade verte.',
  },
  {
    keys: ['fondue'],
    text: 'Avec une fondue au fromage : du pain de la veille en cubes, des pommes de terre, des cornichons, une salade verte ; une boisson chaude (thé) plutôt que de l’eau glacée.',
  },
];
