import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISH_TYPES } from '../../../../shared/constants';
import { catalogueTables, dietTable, MINIMUM_PER_TYPE } from './coverage';
import { CATALOGUE } from './index';

const DOC = path.resolve(import.meta.dirname, '../../../../../docs/catalogue.md');

describe('the catalogue for every table', () => {
  it('leaves every diet at least 60 main courses and 30 of every other dish type', () => {
    const short = dietTable(CATALOGUE).flatMap(({ profile, counts }) =>
      DISH_TYPES.filter((type) => counts[type] < MINIMUM_PER_TYPE(type)).map(
        (type) => `${profile.label} · ${type}: ${counts[type]}`,
      ),
    );
    expect(short).toEqual([]);
  });

  it('makes a third of the main courses quick (30 minutes or less)', () => {
    const plats = CATALOGUE.filter((recipe) => recipe.type === 'plat');
    const quick = plats.filter((recipe) => recipe.time <= 30);
    expect(quick.length * 3).toBeGreaterThanOrEqual(plats.length);
  });

  it('is printed as it is in docs/catalogue.md (npm run docs:catalogue)', () => {
    // Prettier pads the tables' cells; the numbers are what must agree.
    const cells = (text: string) =>
      text.replace(/ {2,}/g, ' ').replace(/(:?)-{3,}(:?)/g, '$1---$2');
    expect(cells(readFileSync(DOC, 'utf8'))).toContain(cells(catalogueTables(CATALOGUE)));
  });
});
