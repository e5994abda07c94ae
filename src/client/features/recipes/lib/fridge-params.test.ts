import { describe, expect, it } from 'vitest';
import { readFridgeParams } from './fridge-params';

const A = '0f8e2c1a-1111-4aaa-8bbb-000000000001';
const B = '0f8e2c1a-1111-4aaa-8bbb-000000000002';

describe('readFridgeParams', () => {
  it('reads fridge mode and the items to use first', () => {
    expect(readFridgeParams(new URLSearchParams(`fridge=1&priority=${A},${B}`))).toEqual({
      fridge: true,
      priority: [A, B],
    });
    expect(readFridgeParams(new URLSearchParams('fridge=1'))).toEqual({
      fridge: true,
      priority: [],
    });
  });

  it('ignores priority outside fridge mode, and whatever is not an id', () => {
    expect(readFridgeParams(new URLSearchParams(`priority=${A}`))).toEqual({
      fridge: false,
      priority: [],
    });
    expect(
      readFridgeParams(new URLSearchParams(`fridge=1&priority=lait,${A.toUpperCase()},${A},`))
        .priority,
    ).toEqual([A]);
  });
});
