// The architecture's measurable rules (docs/architecture.md), checked on the whole of src/:
// what the lint checks file by file, seen here as one graph.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './lib/import-graph.mjs';

const SRC = path.resolve(import.meta.dirname, '..', 'src');
const graph = importGraph(SRC);
const relative = (file) => path.relative(SRC, file);
const isTest = (file) => /\.test\.tsx?$/.test(file);

describe('architecture', () => {
  it('has no import circle anywhere in src/, type imports included', () => {
    expect(importCycles(graph).map((cycle) => cycle.map(relative))).toEqual([]);
  });

  it('keeps server/platform and server/db free of features', () => {
    const offending = [...graph]
      .filter(([file]) => /^server\/(platform|db)\//.test(relative(file)) && !isTest(file))
      .flatMap(([file, targets]) =>
        [...targets]
          .filter((target) => relative(target).startsWith('server/features/'))
          .map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(offending).toEqual([]);
  });

  it('lets server features meet only through their index.ts', () => {
    const featureOf = (file) => /^server\/features\/([^/]+)\//.exec(relative(file))?.[1];
    const offending = [...graph]
      .filter(([file]) => !isTest(file))
      .flatMap(([file, targets]) =>
        [...targets]
          .filter((target) => {
            const there = featureOf(target);
            return there && there !== featureOf(file) && path.basename(target) !== 'index.ts';
          })
          .map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(offending).toEqual([]);
  });

  it('lets client features meet only through their api/', () => {
    const featureOf = (file) => /^client\/features\/([^/]+)\//.exec(relative(file))?.[1];
    // Screens composing several features live in client/app/, which may use any of them.
    const offending = [...graph]
      .filter(([file]) => featureOf(file) && !isTest(file))
      .flatMap(([file, targets]) =>
        [...targets]
          .filter((target) => {
            const there = featureOf(target);
            return (
              there &&
              there !== featureOf(file) &&
              !relative(target).startsWith(`client/features/${there}/api/`)
            );
          })
          .map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(offending).toEqual([]);
  });
});
