/**
 * Roasts by weight (« combien de temps cuire un poulet de 2 kg ? »): a per-kilo rule written by
 * us from common kitchen practice, the time computed for the weight asked, and always the safe
 * core temperature with its reference — the time is a guide, the core temperature is the proof.
 */
import { bestEntry, comparable } from './match';
import { cite } from './references';

export interface WeightRule {
  readonly keys: readonly string[];
  readonly subject: string;
  /** Minutes per kilo, low and high, at `oven`. */
  readonly perKilo: readonly [number, number];
  /** « au four à 200 °C ». */
  readonly oven: string;
  /** The rule and the safe core temperature, said after the computed time. */
  readonly rule: string;
}

const TEMPERATURES = cite('usdaTemperatures');

export const WEIGHT_RULES: readonly WeightRule[] = [
  {
    keys: ['poulet', 'volaille', 'poularde', 'chapon', 'pintade', 'canard'],
    subject: 'une volaille entière',
    perKilo: [40, 50],
    oven: 'au four à 200 °C',
    rule: `La règle : 40 à 50 minutes par kilo à 200 °C, puis 10 minutes de repos sous une feuille d’aluminium. Elle doit atteindre 74 °C à cœur, au plus épais de la cuisse, mesurés au thermomètre : un jus clair ne suffit pas à le prouver ${TEMPERATURES}.`,
  },
  {
    keys: ['dinde', 'dindonneau'],
    subject: 'une dinde entière',
    perKilo: [40, 45],
    oven: 'au four à 180 °C',
    rule: `La règle : 40 à 45 minutes par kilo à 180 °C, en arrosant toutes les 30 minutes, puis 15 à 20 minutes de repos. Elle doit atteindre 74 °C à cœur, au plus épais de la cuisse ${TEMPERATURES}.`,
  },
  {
    keys: ['roti de porc', 'porc', 'echine', 'filet de porc', 'carre de porc'],
    subject: 'un rôti de porc',
    perKilo: [55, 65],
    oven: 'au four à 180 °C',
    rule: `La règle : environ 1 heure par kilo à 180 °C, puis 10 minutes de repos. Le porc en pièce doit atteindre 63 °C à cœur, suivi de 3 minutes de repos ${TEMPERATURES}.`,
  },
  {
    keys: ['roti de boeuf', 'boeuf', 'cote de boeuf'],
    subject: 'un rôti de bœuf',
    perKilo: [30, 40],
    oven: 'au four à 210 °C',
    rule: `La règle : 30 minutes par kilo à 210 °C pour un cœur rosé, 40 pour à point, puis 10 minutes de repos. Le minimum de sécurité d’une pièce entière est 63 °C à cœur suivi de 3 minutes de repos ${TEMPERATURES} ; rosé, c’est en dessous : à éviter pour les jeunes enfants, les femmes enceintes et les personnes fragiles.`,
  },
  {
    keys: ['roti de veau', 'veau', 'quasi de veau', 'noix de veau'],
    subject: 'un rôti de veau',
    perKilo: [50, 60],
    oven: 'au four à 180 °C',
    rule: `La règle : 50 minutes à 1 heure par kilo à 180 °C, arrosé de temps en temps, puis 10 minutes de repos. Une pièce entière doit atteindre 63 °C à cœur, suivi de 3 minutes de repos ${TEMPERATURES}.`,
  },
  {
    keys: ['gigot', 'agneau', 'epaule d agneau'],
    subject: 'un gigot d’agneau',
    perKilo: [30, 40],
    oven: 'au four à 200 °C',
    rule: `La règle : 30 à 40 minutes par kilo à 200 °C (rosé à bien cuit), puis 10 minutes de repos. Le minimum de sécurité d’une pièce entière est 63 °C à cœur suivi de 3 minutes de repos ${TEMPERATURES}.`,
  },
];

/** The weight said in a question, in kilos: « 2 kg », « 1,5 kilo », « 1 kg 800 », « 1800 g ». */
export function weightOf(message: string): number | null {
  const text = message.toLowerCase().replace(/\u00a0/g, ' ');
  const kiloGrams = /(\d+)\s*(?:kg|kilos?)\s*(\d{3})\b/.exec(text);
  if (kiloGrams) return Number(kiloGrams[1]) + Number(kiloGrams[2]) / 1000;
  const kilos = /(\d+(?:[.,]\d+)?)\s*(?:kg|kilos?|kilogrammes?)\b/.exec(text);
  if (kilos) return Number(kilos[1]!.replace(',', '.'));
  const grams = /(\d{3,4})\s*(?:g|grammes?)\b/.exec(text);
  return grams ? Number(grams[1]) / 1000 : null;
}

const hoursAndMinutes = (minutes: number) => {
  const rounded = Math.round(minutes / 5) * 5;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} minutes`;
  return `${hours} h${rest > 0 ? ` ${String(rest).padStart(2, '0')}` : ''}`;
};

const KILOS = new Intl.NumberFormat('fr-CH', { maximumFractionDigits: 2 });

/** The time for the weight asked, when the question names a roast and a weight. */
export function weightAnswer(message: string): string | null {
  const weight = weightOf(message);
  if (weight === null || weight < 0.3 || weight > 12) return null;
  const best = bestEntry(comparable(message), WEIGHT_RULES);
  if (!best) return null;
  const [low, high] = best.perKilo;
  const from = hoursAndMinutes(low * weight);
  const to = hoursAndMinutes(high * weight);
  // « 25 à 30 minutes », « 1 h 20 à 1 h 40 ».
  const range =
    from.endsWith('minutes') && to.endsWith('minutes')
      ? `${from.replace(' minutes', '')} à ${to}`
      : `${from} à ${to}`;
  return `Pour ${best.subject} de ${KILOS.format(weight)} kg, comptez ${range} ${best.oven}, four préchauffé. ${best.rule}`;
}
