/** Kitchen measures and their equivalents, as French recipes use them (rounded, written by us). */

export interface Equivalence {
  readonly keys: readonly string[];
  readonly text: string;
}

export const EQUIVALENCES: readonly Equivalence[] = [
  {
    keys: ['cuillere a soupe', 'c a s', 'cas', 'cuillere a s', 'cuilleres a soupe', 'cuil a soupe'],
    text: '1 c. à s. (cuillère à soupe) ≈ 15 ml, soit environ 15 g d’eau ou de lait, 12 à 15 g de sucre, 10 g de farine, 15 g de beurre mou.',
  },
  {
    keys: ['cuillere a cafe', 'c a c', 'cac', 'cuillere a the', 'cuillere a c', 'petite cuillere'],
    text: '1 c. à c. (cuillère à café) ≈ 5 ml, soit environ 5 g d’eau, 5 g de sucre, 3 g de farine, 5 g de sel ; 3 c. à c. font 1 c. à s.',
  },
  {
    keys: ['verre', 'verre a moutarde', 'un verre'],
    text: 'Un verre (à moutarde) ≈ 20 cl, soit environ 200 g d’eau ou de lait, 150 à 170 g de sucre, 100 à 120 g de farine.',
  },
  {
    keys: ['tasse', 'cup', 'mug'],
    text: 'Une tasse ≈ 25 cl ; la « cup » des recettes américaines vaut 240 ml (environ 125 g de farine, 200 g de sucre).',
  },
  {
    keys: ['pincee', 'une pincee'],
    text: 'Une pincée, c’est ce que l’on tient entre le pouce et l’index : environ 0,5 à 1 g (de sel, d’épices).',
  },
  {
    keys: ['sachet de levure', 'levure chimique', 'sachet', 'levure'],
    text: '1 sachet de levure chimique = 11 g, pour environ 500 g de farine ; 1 sachet de sucre vanillé = 7,5 g ; 1 cube de levure de boulanger fraîche = 42 g (20 g de levure fraîche ≈ 7 g de levure sèche).',
  },
  {
    keys: ['noix de beurre', 'noisette de beurre'],
    text: 'Une noix de beurre ≈ 10 à 15 g ; une noisette ≈ 5 g.',
  },
  {
    keys: ['thermostat', 'th', 'degres', 'four a'],
    text: 'Thermostat × 30 = degrés : th. 5 = 150 °C, th. 6 = 180 °C, th. 7 = 210 °C, th. 8 = 240 °C.',
  },
  {
    keys: ['cl', 'centilitre', 'dl', 'decilitre', 'ml', 'millilitre', 'litre'],
    text: '1 l = 10 dl = 100 cl = 1 000 ml ; 1 cl = 10 ml ; pour l’eau, 1 l pèse 1 kg.',
  },
  {
    keys: ['poids d un oeuf', 'oeuf pese', 'pese un oeuf', 'gramme un oeuf'],
    text: 'Un œuf moyen pèse environ 50 g sans sa coquille (60 g avec) : 30 g de blanc, 20 g de jaune.',
  },
  {
    keys: [
      'par personne',
      'quantite de pates',
      'quantite de riz',
      'combien de pates',
      'combien de riz',
      'combien de viande',
      'combien de pommes de terre',
      'quelle quantite',
    ],
    text: 'Par personne, pour un plat principal (crus, pesés avant cuisson) : pâtes ou riz 80 à 100 g (60 g en accompagnement), semoule ou boulgour 60 à 80 g, légumes secs 60 à 80 g, pommes de terre 200 à 250 g, viande 120 à 150 g (250 g avec os), poisson 150 g, légumes 200 g ; pour un enfant, environ la moitié. Pour 4 personnes, comptez donc 320 à 400 g de pâtes ou de riz.',
  },
];
