import { describe, expect, it } from 'vitest';
import type { Eater } from '../../../../shared/eaters';
import { unsuitedEaters } from './eater-safety';

const eater = (firstName: string, dietaryRestrictions: Eater['dietaryRestrictions']): Eater => ({
  id: firstName,
  firstName,
  kind: 'person',
  child: false,
  isMe: false,
  dietaryRestrictions,
  avoidedFoods: [],
});

const LOU = eater('Lou', ['nutFree']);
const MARC = eater('Marc', []);
const lines = (...texts: string[]) => texts.map((line) => ({ line, ingredientId: null }));

describe('unsuitedEaters', () => {
  it('names who a recipe does not suit, and why', () => {
    expect(
      unsuitedEaters(
        { title: 'Pâtes au pesto', lines: lines('400 g de pâtes', '50 g de pignons de pin') },
        [MARC, LOU],
      ),
    ).toEqual([{ name: 'Lou', why: 'sans fruits à coque' }]);
  });

  it('says when a line it cannot read leaves a recipe unverified for someone with a restriction', () => {
    expect(
      unsuitedEaters(
        {
          title: 'Gratin de mamie',
          lines: lines('1 kg de pommes de terre', '1 sachet de sauce Tanpopo'),
        },
        [MARC, LOU],
      ),
    ).toEqual([
      { name: 'Lou', why: 'sans fruits à coque', unchecked: ['1 sachet de sauce Tanpopo'] },
    ]);
  });

  it('says nothing for a recipe every line of which it reads and that suits everyone', () => {
    expect(
      unsuitedEaters({ title: 'Purée', lines: lines('1 kg de pommes de terre', '20 cl de lait') }, [
        MARC,
        LOU,
      ]),
    ).toEqual([]);
  });
});
