import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-logger';

describe('loggedPath', () => {
  it('keeps the secret of a calendar address out of the logs', () => {
    expect(loggedPath(`/api/calendar/${'a'.repeat(43)}.ics`)).toBe('/api/calendar/[secret].ics');
    expect(loggedPath('/api/calendar')).toBe('/api/calendar');
    expect(loggedPath('/api/planned-meals')).toBe('/api/planned-meals');
  });
});
