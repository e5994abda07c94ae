import { describe, expect, it } from 'vitest';
import { isKnownPagePath, PATHS } from './routes';

describe('isKnownPagePath', () => {
  it('knows every page of the route table, with or without a trailing slash', () => {
    for (const path of Object.values(PATHS)) {
      expect(isKnownPagePath(path)).toBe(true);
      expect(isKnownPagePath(`${path}/`)).toBe(true);
    }
  });

  it('does not know other paths, so they answer the 404 page', () => {
    expect(isKnownPagePath('/nimporte-quoi')).toBe(false);
    expect(isKnownPagePath('/dashboard/unknown')).toBe(false);
    expect(isKnownPagePath('/features')).toBe(false);
  });
});
