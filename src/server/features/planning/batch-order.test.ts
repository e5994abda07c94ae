// « Ordre de cuisson » (decision 0036) on the catalogue's own recipes: a Sunday of lasagnes,
// gratin dauphinois, a chocolate mousse and quick pasta, then many random sessions, for the
// order's properties.
import { describe, expect, it } from 'vitest';
import { batchOrder, type BatchDish, type BatchOrder } from '../../../shared/batch-order';
import { CATALOGUE } from '../recipes';

const dish = (id: string): BatchDish => {
  const recipe = CATALOGUE.find((one) => one.id === id);
  if (!recipe) throw new Error(`no catalogue recipe ${id}`);
  return { id: recipe.id, title: recipe.title, steps: recipe.steps };
};

/** Every recipe step exactly once; each dish's own steps in their order; one preheating. */
function expectSound(order: BatchOrder, dishes: readonly BatchDish[]) {
  const seen = order.steps.flatMap((step) =>
    step.sources.map((source) => `${source.dishId}#${source.index}`),
  );
  const all = dishes.flatMap((one) => one.steps.map((_, index) => `${one.id}#${index}`));
  expect([...seen].sort()).toEqual([...all].sort());
  for (const one of dishes) {
    const own = order.steps
      .filter((step) => step.kind !== 'preheat')
      .flatMap((step) => step.sources.filter((source) => source.dishId === one.id))
      .map((source) => source.index);
    expect(own).toEqual([...own].sort((a, b) => a - b));
  }
  expect(order.steps.filter((step) => step.kind === 'preheat').length).toBeLessThanOrEqual(1);
  for (const step of order.steps) {
    if (step.kind !== 'preheat') expect(step.text).not.toMatch(/préchauffez le four/i);
    expect(step.dishes.length).toBeGreaterThan(0);
  }
  expect(order.steps.map((step) => step.number)).toEqual(order.steps.map((_, index) => index + 1));
}

/** The way from a dish's first step to its end, as the order estimates it. */
const pathOf = (order: BatchOrder, id: string) => {
  const own = order.steps.filter((step) => step.kind !== 'preheat' && step.dishes[0]!.id === id);
  return own.reduce((sum, step) => sum + (step.passive?.minutes ?? 0), 0);
};

describe('batchOrder on a real Sunday', () => {
  const dishes = [
    dish('pates-cremeuses-au-potiron-et-a-la-sauge'),
    dish('gratin-dauphinois'),
    dish('lasagnes-a-la-bolognaise-du-dimanche'),
    dish('mousse-au-chocolat'),
  ];
  const order = batchOrder(dishes);
  const titleOf = (id: string) => dishes.find((one) => one.id === id)!.title;
  const index = (id: string, source: number) =>
    order.steps.findIndex((step) =>
      step.sources.some((one) => one.dishId === id && one.index === source),
    );

  it('keeps every step once, each dish in its order, the oven preheated once', () => {
    expectSound(order, dishes);
  });

  it('preheats once at the highest temperature, for both baked dishes', () => {
    const preheat = order.steps.filter((step) => step.kind === 'preheat');
    expect(preheat).toHaveLength(1);
    expect(preheat[0]!.temperature).toBe(180);
    expect(preheat[0]!.dishes.map((one) => one.title).sort()).toEqual(
      [titleOf('gratin-dauphinois'), titleOf('lasagnes-a-la-bolognaise-du-dimanche')].sort(),
    );
    // The gratin's own « 160 °C » is said where it goes in.
    expect(order.steps.some((step) => step.temperature === 160)).toBe(true);
    // Before the first step that needs the oven.
    const preheatAt = order.steps.indexOf(preheat[0]!);
    expect(preheatAt).toBeLessThan(index('gratin-dauphinois', 4));
    expect(preheatAt).toBeLessThan(index('lasagnes-a-la-bolognaise-du-dimanche', 4));
  });

  it('groups the chopping first', () => {
    const firstPrep = order.steps.filter((step) => step.kind === 'prep');
    expect(firstPrep.length).toBeGreaterThan(0);
    const lastPrep = order.steps.indexOf(firstPrep.at(-1)!);
    expect(order.steps.slice(0, lastPrep + 1).every((step) => step.kind !== 'passive')).toBe(true);
  });

  it('starts the mousse’s chilling and the lasagnes’ simmering before the quick pasta', () => {
    const pasta = order.steps.findIndex(
      (step) =>
        step.kind !== 'prep' &&
        step.kind !== 'preheat' &&
        step.dishes[0]!.id === 'pates-cremeuses-au-potiron-et-a-la-sauge',
    );
    expect(index('mousse-au-chocolat', 5)).toBeLessThan(pasta);
    expect(index('lasagnes-a-la-bolognaise-du-dimanche', 2)).toBeLessThan(pasta);
    const chill = order.steps[index('mousse-au-chocolat', 5)]!;
    expect(chill.passive).toEqual({ kind: 'rest', minutes: 240 });
    const simmer = order.steps[index('lasagnes-a-la-bolognaise-du-dimanche', 2)]!;
    expect(simmer.passive).toEqual({ kind: 'simmer', minutes: 60 });
  });

  it('does the other dishes’ active steps while something cooks, and says so', () => {
    const meanwhile = order.steps.filter((step) => step.during !== null);
    expect(meanwhile.length).toBeGreaterThan(0);
    for (const step of meanwhile) expect(step.during!.dishTitle).not.toBe(step.dishes[0]!.title);
  });

  it('takes the preheating out of the lasagnes’ assembly step', () => {
    const step = order.steps[index('lasagnes-a-la-bolognaise-du-dimanche', 4)]!;
    expect(step.text).toMatch(/^Montez les lasagnes/);
    expect(pathOf(order, 'lasagnes-a-la-bolognaise-du-dimanche')).toBeGreaterThan(60);
    expect(order.totalMinutes).toBeGreaterThanOrEqual(240);
  });
});

/** A small seeded random draw (mulberry32): the same sessions on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('batchOrder on random sessions of the catalogue', () => {
  it('keeps its properties over 400 draws of two to five dishes', () => {
    const draw = random(28);
    const meals = CATALOGUE.filter((recipe) => recipe.type !== 'boisson');
    for (let run = 0; run < 400; run += 1) {
      const count = 2 + Math.floor(draw() * 4);
      const chosen = new Map<string, BatchDish>();
      while (chosen.size < count) {
        const recipe = meals[Math.floor(draw() * meals.length)]!;
        chosen.set(recipe.id, { id: recipe.id, title: recipe.title, steps: recipe.steps });
      }
      const dishes = [...chosen.values()];
      const order = batchOrder(dishes);
      expectSound(order, dishes);
      const preheats = order.steps.filter((step) => step.kind === 'preheat');
      const baking = dishes.some((one) =>
        one.steps.some((step) => /préchauffez le four/i.test(step)),
      );
      expect(preheats.length).toBe(baking ? 1 : 0);

      // A dish whose first passive step comes with a longer way to go than another dish's whole
      // way starts it before that dish's first active step.
      const stepsOf = (id: string) =>
        order.steps.filter((step) => step.kind !== 'preheat' && step.dishes[0]!.id === id);
      for (const long of dishes) {
        const own = stepsOf(long.id);
        const firstPassive = own.findIndex((step) => step.passive !== null);
        if (firstPassive === -1) continue;
        const longWay = own.reduce((sum, step) => sum + (step.passive?.minutes ?? 0), 0);
        for (const short of dishes) {
          if (short === long) continue;
          const shortOwn = stepsOf(short.id);
          const shortWay = shortOwn.reduce(
            (sum, step) => sum + (step.passive?.minutes ?? 0) + 64,
            0,
          );
          if (shortWay >= longWay) continue;
          const firstActive = shortOwn.find((step) => step.kind !== 'prep');
          if (!firstActive) continue;
          expect(order.steps.indexOf(own[firstPassive]!)).toBeLessThan(
            order.steps.indexOf(firstActive),
          );
        }
      }
    }
  });
});
