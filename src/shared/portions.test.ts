import { describe, expect, it } from 'vitest';
import {
  childPortionSchema,
  householdSettingsInputSchema,
  portionCount,
  portionsFor,
  portionsText,
  withPeople,
} from './portions';

describe('portionCount', () => {
  it('counts a child as half a portion by default, rounded up to whole portions', () => {
    expect(portionCount({ adults: 2, children: 2 })).toBe(3);
    expect(portionCount({ adults: 1, children: 1 })).toBe(2);
    expect(portionCount({ adults: 2, children: 1 })).toBe(3);
    expect(portionCount({ adults: 2, children: 0 })).toBe(2);
    expect(portionCount({ adults: 0, children: 3 })).toBe(2);
  });

  it('follows the household’s child portion', () => {
    expect(portionCount({ adults: 2, children: 2 }, 0.75)).toBe(4);
    expect(portionCount({ adults: 2, children: 3 }, 0.75)).toBe(5);
    expect(portionCount({ adults: 0, children: 4 }, 0.75)).toBe(3);
    expect(portionCount({ adults: 2, children: 2 }, 1)).toBe(4);
  });

  it('never answers less than one portion nor more than 50', () => {
    expect(portionCount({ adults: 0, children: 0 })).toBe(1);
    expect(portionCount({ adults: -2, children: 0 })).toBe(1);
    expect(portionCount({ adults: 60, children: 0 })).toBe(50);
  });
});

describe('portionsText', () => {
  it('writes who eats and the portions in French, singular below 2', () => {
    expect(portionsText({ adults: 2, children: 2 }, 3)).toBe('2 adultes + 2 enfants = 3 portions');
    expect(portionsText({ adults: 1, children: 1 }, 2)).toBe('1 adulte + 1 enfant = 2 portions');
    expect(portionsText({ adults: 1, children: 0 }, 1)).toBe('1 adulte = 1 portion');
    expect(portionsText({ adults: 0, children: 3 }, 2)).toBe('3 enfants = 2 portions');
    expect(portionsText({ adults: 0, children: 0 }, 4)).toBe('4 portions');
  });
});

describe('portionsFor', () => {
  it('gives the count, the people and the line together', () => {
    expect(portionsFor({ adults: 2, children: 2 })).toEqual({
      adults: 2,
      children: 2,
      childPortion: 0.5,
      portions: 3,
      people: 4,
      text: '2 adultes + 2 enfants = 3 portions',
    });
    expect(portionsFor({ adults: 2, children: 2 }, 1).text).toBe(
      '2 adultes + 2 enfants = 4 portions',
    );
  });
});

describe('withPeople', () => {
  it('keeps the children and makes the others adults', () => {
    expect(withPeople({ adults: 2, children: 2 }, 5)).toEqual({ adults: 3, children: 2 });
    expect(withPeople({ adults: 2, children: 2 }, 1)).toEqual({ adults: 0, children: 1 });
    expect(withPeople({ adults: 2, children: 0 }, 0)).toEqual({ adults: 1, children: 0 });
  });
});

describe('the setting', () => {
  it('accepts ½, ¾ and 1 only', () => {
    for (const value of [0.5, 0.75, 1])
      expect(childPortionSchema.safeParse(value).success).toBe(true);
    for (const value of [0, 0.25, 2, '0.5', null]) {
      expect(childPortionSchema.safeParse(value).success).toBe(false);
    }
    expect(householdSettingsInputSchema.safeParse({ childPortion: 0.75, x: 1 }).success).toBe(
      false,
    );
    const refused = householdSettingsInputSchema.safeParse({ childPortion: 0.6 });
    expect(refused.error?.issues[0]?.message).toBe('Choisissez ½, ¾ ou 1 portion par enfant.');
  });
});
