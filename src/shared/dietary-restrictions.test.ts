import { describe, expect, it } from 'vitest';
import { toggleRestriction } from './dietary-restrictions';

describe('toggleRestriction', () => {
  it('makes « none » the only choice, and empties the list when it is unchecked', () => {
    expect(toggleRestriction(['vegan', 'halal'], 'none')).toEqual(['none']);
    expect(toggleRestriction([], 'none')).toEqual(['none']);
    expect(toggleRestriction(['none'], 'none')).toEqual([]);
  });

  it('removes « none » when another option is chosen', () => {
    expect(toggleRestriction(['none'], 'vegetarian')).toEqual(['vegetarian']);
  });

  it('toggles the other options, keeping the rest', () => {
    expect(toggleRestriction(['vegan'], 'glutenFree')).toEqual(['vegan', 'glutenFree']);
    expect(toggleRestriction(['vegan', 'glutenFree'], 'vegan')).toEqual(['glutenFree']);
  });
});
