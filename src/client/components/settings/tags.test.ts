import { describe, expect, it } from 'vitest';
import { addTags, removeTag } from './tags';

describe('addTags', () => {
  it('adds the trimmed value at the end', () => {
    expect(addTags(['tomates'], '  basilic ')).toEqual({ ok: true, tags: ['tomates', 'basilic'] });
  });

  it('refuses an empty or blank value', () => {
    expect(addTags([], '   ')).toMatchObject({ ok: false, problem: 'empty' });
    expect(addTags([], ' , ')).toMatchObject({ ok: false, problem: 'empty' });
  });

  it('refuses a food already in the list, whatever its case', () => {
    expect(addTags(['Tomates'], 'tomates')).toEqual({
      ok: false,
      problem: 'duplicate',
      item: 'tomates',
    });
  });

  it('adds each entry of a pasted comma-separated list, or none of them', () => {
    expect(addTags([], 'poulet, riz,, citron')).toEqual({
      ok: true,
      tags: ['poulet', 'riz', 'citron'],
    });
    expect(addTags(['riz'], 'poulet, Riz')).toMatchObject({ ok: false, problem: 'duplicate' });
    expect(addTags([], 'poulet, poulet')).toMatchObject({ ok: false, problem: 'duplicate' });
  });

  it('keeps to the server limits: 60 characters, 50 foods', () => {
    expect(addTags([], 'a'.repeat(61))).toMatchObject({ ok: false, problem: 'tooLong' });
    const full = Array.from({ length: 50 }, (_, index) => `aliment ${index}`);
    expect(addTags(full, 'encore')).toMatchObject({ ok: false, problem: 'tooMany' });
  });
});

describe('removeTag', () => {
  it('removes only that food', () => {
    expect(removeTag(['tomates', 'basilic'], 'tomates')).toEqual(['basilic']);
  });
});
