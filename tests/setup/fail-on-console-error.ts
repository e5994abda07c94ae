import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug the user would see in a log: fail the test.
// Vitest runs this file again before every test file; where files share their worker
// (`isolate: false`), console.error is wrapped once and the errors seen kept on globalThis, so
// wrappers do not pile up one per file.
const seenErrors = globalThis as typeof globalThis & { __popoteConsoleErrors?: unknown[][] };
if (!seenErrors.__popoteConsoleErrors) {
  const errors: unknown[][] = [];
  seenErrors.__popoteConsoleErrors = errors;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
}
const errors = seenErrors.__popoteConsoleErrors;

afterEach(() => {
  const seen = errors.splice(0);
  vi.restoreAllMocks();
  if (seen.length > 0)
    throw new Error(`console.error was called during the test:\n${seen.map(String).join('\n')}`);
});
