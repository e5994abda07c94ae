import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let next = 0;

/**
 * Every test gets its own client address (documentation range, via X-Forwarded-For, which the
 * e2e server trusts): the per-address limits on sign-up and sign-in then hold per test, as
 * they would for separate households, instead of all tests sharing 127.0.0.1.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use, testInfo) => {
    next += 1;
    const host = ((testInfo.workerIndex * 97 + next) % 250) + 1;
    const block = testInfo.workerIndex % 2 === 0 ? '203.0.113' : '198.51.100';
    await use({ 'X-Forwarded-For': `${block}.${host}` });
  },
});
