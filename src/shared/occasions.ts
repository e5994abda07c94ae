/**
 * The occasions a catalogue recipe suits (issue 26, « Data owned here »): the Assistant Chef
 * composes a menu for one of them. Which recipe suits which occasion is catalogue data
 * (`server/features/recipes/occasions.ts`); the list and its French labels are shared.
 */
export const OCCASIONS = [
  'noel',
  'nouvel-an',
  'paques',
  'anniversaire',
  'brunch',
  'apero-dinatoire',
  'raclette-fondue',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const OCCASION_LABELS: Record<Occasion, string> = {
  noel: 'Noël',
  'nouvel-an': 'Nouvel An',
  paques: 'Pâques',
  anniversaire: 'Anniversaire d’enfant',
  brunch: 'Brunch',
  'apero-dinatoire': 'Apéro dînatoire',
  'raclette-fondue': 'Raclette ou fondue',
};
