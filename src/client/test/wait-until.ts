import { act } from '@testing-library/react';

/**
 * Waits until `check` passes, for tests with faked `setTimeout`: Testing Library's `waitFor`
 * and `findBy*` wait on `setTimeout` themselves, and `vi.waitFor` moves the fake clock.
 * This lets pending answers arrive (real macrotasks) without moving the clock.
 */
export async function waitUntil(check: () => void, turns = 100): Promise<void> {
  for (let turn = 0; ; turn += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (turn >= turns) throw error;
    }
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}
