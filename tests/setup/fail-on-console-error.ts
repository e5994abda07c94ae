import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug the user would see in a log: fail the test.
let errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0)
    throw new Error(`console.error was called during the test:\n${seen.map(String).join('\n')}`);
});
