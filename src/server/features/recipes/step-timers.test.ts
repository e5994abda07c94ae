// Every step of every catalogue recipe, as « Mode cuisine » shows it: each duration written
// with a number is offered as a timer, for the time it names (the upper bound of a range), and
// nothing else is (decision 0024).
import { describe, expect, it } from 'vitest';
import { STEP_TIMER_MAX_SECONDS, stepTimers } from '../../../shared/step-timers';
import { CATALOGUE } from './catalogue';
import { present } from './catalogue-engine';

const STEPS = CATALOGUE.flatMap((recipe) =>
  present(recipe, recipe.servings).instructions.map((step, index) => ({
    where: `${recipe.id} #${index + 1}`,
    step,
  })),
);

// An independent reading: a number (digits or a word) right before a unit of time.
const MENTION =
  /(?<![\p{L}\d,.])(?:\d+(?:,\d+)?|une?|deux|trois|quatre|cinq|six|dix|quinze|vingt|trente)[\s\u00a0]+(secondes?|minutes?|min|heures?|h)(?![\p{L}])/giu;
const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  dix: 10,
  quinze: 15,
  vingt: 20,
  trente: 30,
};

/** The seconds a mention names on its own: « 35 minutes » → 2100, « une heure » → 3600. */
function secondsOf(mention: string): number {
  const [amount = '', unit = ''] = mention.split(/[\s\u00a0]+/);
  const value = NUMBER_WORDS[amount.toLowerCase()] ?? Number(amount.replace(',', '.'));
  const per = unit.startsWith('s') ? 1 : unit.startsWith('h') ? 3600 : 60;
  return value * per;
}

describe('timers from the catalogue steps', () => {
  it('reads the catalogue', () => {
    expect(STEPS.length).toBeGreaterThan(500);
  });

  it('offers a timer for every duration with a number, named as the step writes it', () => {
    const missed: string[] = [];
    for (const { where, step } of STEPS) {
      const timers = stepTimers(step);
      for (const timer of timers) {
        expect(step, where).toContain(timer.label);
        expect(timer.seconds, where).toBeGreaterThan(0);
        expect(timer.seconds, where).toBeLessThanOrEqual(STEP_TIMER_MAX_SECONDS);
      }
      for (const match of step.matchAll(MENTION)) {
        const covering = timers.find((timer) => timer.label.includes(match[0]));
        if (!covering) {
          missed.push(`${where}: « ${match[0]} » in « ${step} »`);
          continue;
        }
        // A range's upper bound, an hour's extra minutes: never less than the mention itself.
        expect(covering.seconds, where).toBeGreaterThanOrEqual(secondsOf(match[0]));
      }
    }
    expect(missed).toEqual([]);
  });

  it('takes the upper bound of every range', () => {
    let ranges = 0;
    for (const { where, step } of STEPS) {
      for (const timer of stepTimers(step)) {
        const range = /^(\d+) à (\d+) (minutes?|secondes?)$/.exec(timer.label);
        if (!range) continue;
        ranges += 1;
        const per = range[3]!.startsWith('s') ? 1 : 60;
        expect(timer.seconds, where).toBe(Number(range[2]) * per);
      }
    }
    expect(ranges).toBeGreaterThan(20);
  });

  it('offers no timer in a step that names no time', () => {
    for (const { where, step } of STEPS) {
      if (!/minute|heure|\bmin\b|\bh\b|seconde/i.test(step)) {
        expect(stepTimers(step), where).toEqual([]);
      }
    }
  });
});
