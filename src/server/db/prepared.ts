import type { Database } from './client';

/**
 * A statement built once per database handle, for the requests every page makes. Give it a
 * name with Drizzle's `.prepare(name)` (or node-postgres' `{ name }`): each pooled connection
 * then has PostgreSQL parse and plan it once, instead of at every request, and Drizzle builds
 * its SQL once.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
