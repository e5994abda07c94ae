// Every catalogue recipe, at 1 to 8 portions, as the card and the recipe view show it, and as
// the planning's portion stepper scales it: only quantities a cook would write (decision 0019).
import { describe, expect, it } from 'vitest';
import { halfWord, halvesAllowed, isPack } from '../../../shared/cook-quantity';
import { ingredientById } from '../../../shared/food/taxonomy';
import type { Ingredient } from '../../../shared/food/types';
import { parseIngredientLine } from '../../../shared/ingredient-line';
import { readPlannedIngredient } from '../../../shared/planned-ingredient';
import {
  plannedCookQuantity,
  scaledIngredientLine,
  servingsFactor,
} from '../../../shared/planned-recipe';
import { parseAmount } from '../../../shared/quantities';
import { CATALOGUE } from './catalogue';
import { present } from './catalogue-engine';

const PORTIONS = [1, 2, 3, 4, 5, 6, 7, 8];

function lineageOf(food: Ingredient | undefined): string[] {
  const ids: string[] = [];
  for (let current = food; current && !ids.includes(current.id);) {
    ids.push(current.id);
    current = current.parent ? ingredientById(current.parent) : undefined;
  }
  return ids;
}

const isWhole = (amount: number) => Math.abs(amount - Math.round(amount)) < 1e-9;
const isHalf = (amount: number) => isWhole(amount * 2);

/** What is wrong with a line a cook reads, if anything (empty: nothing). */
function problemsOf(line: string): string[] {
  const planned = readPlannedIngredient(line);
  if (planned.amount === null) return [];
  const parsed = parseIngredientLine(line);
  const amount = parseAmount(parsed.quantity);
  const food = planned.ingredientId ? ingredientById(planned.ingredientId) : undefined;
  const lineage = lineageOf(food);
  const problems: string[] = [];
  if (amount === null) return ['a quantity the list cannot read back'];
  if (amount <= 0) problems.push('a quantity of 0');
  if (halfWord(parsed.name) || /^(?:moitié|quart|tiers)\b/i.test(parsed.name)) {
    problems.push('a unit inside a unit');
  }
  switch (parsed.unit) {
    case 'unité': {
      const halves = halvesAllowed(food, parsed.name);
      if (isPack(food, parsed.name) && !isWhole(amount)) problems.push('a pack fraction');
      if (!isWhole(amount) && !(halves && isHalf(amount) && amount < 3)) {
        problems.push('a fractional count');
      }
      if (amount < 1 && !(halves && amount === 0.5)) problems.push('a count below 1');
      break;
    }
    case 'càs':
    case 'càc':
    case 'tasse':
      if (!isHalf(amount)) problems.push('a spoon finer than a half');
      break;
    case 'pincée':
      if (!isWhole(amount)) problems.push('a fraction of a pinch');
      break;
    case 'g':
      if (!isWhole(amount)) problems.push('a fraction of a gram');
      if (lineage.some((id) => id === 'beurre' || id === 'fromage') && amount % 5 !== 0) {
        problems.push('butter or cheese not in 5 g');
      }
      break;
    case 'ml':
      if (amount % 5 !== 0) problems.push('a volume not in 5 ml');
      break;
    case 'kg':
    case 'l':
      if (!isWhole(amount * 10) && !isWhole(amount * 4)) problems.push('kg or l not in 100 or 250');
      break;
    default:
      problems.push(`the unit ${parsed.unit}, not the catalogue's`);
  }
  return problems;
}

// A line's problems depend on its text only, and the same lines come back across recipes and
// portions (« 2 œufs », « 1 pincée de sel »): each distinct line is judged once.
const judged = new Map<string, string[]>();
function problemsOfLine(line: string): string[] {
  let problems = judged.get(line);
  if (!problems) judged.set(line, (problems = problemsOf(line)));
  return problems;
}

const failures = (lines: Iterable<[string, string]>) =>
  [...lines].flatMap(([where, line]) =>
    problemsOfLine(line).map((problem) => `${where}: « ${line} » — ${problem}`),
  );

// Every recipe as the card and the recipe view show it, at 1 to 8 portions: rendered once, for
// all the sweeps below (each reads some of these portions).
let rendered: Map<string, string[][]> | undefined;
function ingredientsAt(recipe: (typeof CATALOGUE)[number], portions: number): string[] {
  rendered ??= new Map(
    CATALOGUE.map((each) => [each.id, PORTIONS.map((count) => present(each, count).ingredients)]),
  );
  return rendered.get(recipe.id)![PORTIONS.indexOf(portions)]!;
}

// Whole-catalogue sweeps: their time grows with the catalogue (and the machine's load), not a
// measure of anything; the benchmarks measure speed.
describe('cook-grade quantities in the catalogue', { timeout: 60_000 }, () => {
  it('renders every recipe at 1 to 8 portions with quantities a cook writes', () => {
    const lines = CATALOGUE.flatMap((recipe) =>
      PORTIONS.flatMap((portions) =>
        ingredientsAt(recipe, portions).map((line): [string, string] => [
          `${recipe.id} × ${portions}`,
          line,
        ]),
      ),
    );
    expect(lines.length).toBeGreaterThan(CATALOGUE.length * PORTIONS.length * 2);
    expect(failures(lines)).toEqual([]);
  });

  it('writes lines the shopping list reads back to the same quantity and unit', () => {
    for (const recipe of CATALOGUE) {
      for (const portions of [1, 3, 5]) {
        for (const line of ingredientsAt(recipe, portions)) {
          const planned = readPlannedIngredient(line);
          if (planned.amount === null) continue;
          // Read back, the line is the same line: nothing left to round.
          expect(scaledIngredientLine(planned, 1), `${recipe.id} × ${portions}`).toBe(line);
        }
      }
    }
  });

  it('scales planned meals with the portion stepper the same way (1 to 8 from 2, 4 and 6)', () => {
    const lines = CATALOGUE.flatMap((recipe) =>
      [2, 4, 6].flatMap((servings) => {
        const planned = ingredientsAt(recipe, servings).map(readPlannedIngredient);
        return PORTIONS.flatMap((portions) =>
          planned.map((ingredient): [string, string] => [
            `${recipe.id} ${servings} → ${portions}`,
            scaledIngredientLine(ingredient, servingsFactor(portions, servings)),
          ]),
        );
      }),
    );
    expect(failures(lines)).toEqual([]);
  });

  it('gives the list and the fridge what the recipe view shows, never 0', () => {
    // The plan's list (meal-needs.ts) and « J'ai cuisiné » (fridge-cooking.ts) add these up.
    for (const recipe of CATALOGUE) {
      const planned = ingredientsAt(recipe, 4).map(readPlannedIngredient);
      for (const portions of PORTIONS) {
        for (const ingredient of planned) {
          const cooked = plannedCookQuantity(ingredient, servingsFactor(portions, 4));
          if (!cooked) continue;
          const where = `${recipe.id} × ${portions}: ${ingredient.line}`;
          expect(cooked.amount, where).toBeGreaterThan(0);
          expect(cooked.measured?.amount ?? 1, where).toBeGreaterThan(0);
          if (cooked.measured)
            expect(cooked.measured.unit, where).toBe(
              ingredient.unit === 'ml' ? 'ml' : cooked.measured.unit,
            );
        }
      }
    }
  });
});
