import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISH_TYPES } from '../../../shared/constants';
import { CATALOGUE } from './catalogue';
import { imageFor } from './images';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../client/public');

describe('recipe images', () => {
  it('ships three light illustrations per dish type, and every recipe uses one', () => {
    const used = new Set(CATALOGUE.map((recipe) => imageFor(recipe.type, recipe.id)));
    for (const type of DISH_TYPES) {
      const ofType = CATALOGUE.filter((recipe) => recipe.type === type);
      expect(new Set(ofType.map((recipe) => imageFor(type, recipe.id))).size, type).toBe(3);
    }
    for (const url of used) {
      const file = path.join(PUBLIC_DIR, url);
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size, url).toBeLessThan(12 * 1024);
    }
  });

  it('gives a recipe the same image every time', () => {
    expect(imageFor('plat', 'gratin-dauphinois')).toBe(imageFor('plat', 'gratin-dauphinois'));
  });
});
