import { describe, expect, it } from 'vitest';
import { describeDuration, formatTimer, stepTimers } from './step-timers';

describe('stepTimers', () => {
  it.each([
    ['Laissez mijoter 10 minutes à couvert.', '10 minutes', 600],
    ['Enfournez 1 h 15, en arrosant.', '1 h 15', 4500],
    ['Enfournez 1 heure 15.', '1 heure 15', 4500],
    ['Laissez mijoter 2 heures 30 à feu très doux.', '2 heures 30', 9000],
    ['Enfournez 30 à 35 min, jusqu’à ce que la lame ressorte sèche.', '30 à 35 min', 2100],
    ['Réservez 1 heure au frais.', '1 heure', 3600],
    ['Laissez reposer une heure.', 'une heure', 3600],
    ['Faites cuire trois minutes de chaque côté.', 'trois minutes', 180],
    ['Laissez gonfler une demi-heure.', 'une demi-heure', 1800],
    ['Laissez infuser un quart d’heure.', 'un quart d’heure', 900],
    ['Mixez 30 secondes.', '30 secondes', 30],
    ['Faites dorer 1,5 minute.', '1,5 minute', 90],
  ])('reads « %s »', (step, label, seconds) => {
    expect(stepTimers(step)).toEqual([{ label, seconds }]);
  });

  it('takes the upper bound of a range', () => {
    expect(stepTimers('Enfournez 8 à 10 minutes.')).toEqual([
      { label: '8 à 10 minutes', seconds: 600 },
    ]);
  });

  it('finds every duration of a step, in order', () => {
    expect(stepTimers('Saisissez 2 minutes, puis laissez mijoter 20 minutes.')).toEqual([
      { label: '2 minutes', seconds: 120 },
      { label: '20 minutes', seconds: 1200 },
    ]);
  });

  it('offers no timer without a number, in days or nights, or for a temperature or a size', () => {
    for (const step of [
      'Laissez reposer quelques minutes.',
      'Laissez mariner une nuit.',
      'Laissez maturer 2 jours.',
      'Préchauffez le four à 200 °C.',
      'Étalez sur 1,5 cm d’épaisseur.',
      'Ajoutez 200 g de farine.',
      'Coupez en minutes dés.',
    ]) {
      expect(stepTimers(step), step).toEqual([]);
    }
  });

  it('keeps a number after minutes out of the duration', () => {
    expect(stepTimers('Cuisez 10 minutes 2 fois.')).toEqual([
      { label: '10 minutes', seconds: 600 },
    ]);
    expect(stepTimers('Laissez 1 h 200 g de côté.')).toEqual([{ label: '1 h', seconds: 3600 }]);
  });
});

describe('formatTimer and describeDuration', () => {
  it('write a countdown and its words', () => {
    expect(formatTimer(545)).toBe('9:05');
    expect(formatTimer(4500)).toBe('1:15:00');
    expect(formatTimer(-3)).toBe('0:00');
    expect(describeDuration(4500)).toBe('1 h 15');
    expect(describeDuration(3600)).toBe('1 h');
    expect(describeDuration(2100)).toBe('35 min');
    expect(describeDuration(90)).toBe('1 min 30 s');
    expect(describeDuration(30)).toBe('30 s');
  });
});
