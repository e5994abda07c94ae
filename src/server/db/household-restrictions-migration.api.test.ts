import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { adminQuery, withDatabase } from '../../../tests/setup/template-database';
import { MIGRATIONS_DIR } from '../platform/paths';

/**
 * Migration 0010 moves what the questionnaire answered for « votre foyer » from the account
 * holder's own row to the household, in the one transaction the migrator runs.
 */
const BEFORE = '0010_household_restrictions';

let folder: string;
beforeAll(async () => {
  // The committed migrations up to 0009 only: a database as it was before this change.
  folder = await mkdtemp(path.join(tmpdir(), 'popote-migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === BEFORE);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function withOldDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const serverUrl = inject('databaseServerUrl');
  const name = `popote_migration_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
    return await run(client);
  } finally {
    await client.end();
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
  }
}

/** A user as sign-up makes them: the database gives them a profile and a household. */
async function user(client: pg.Client, firstName: string) {
  const email = `${firstName.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`;
  const {
    rows: [row],
  } = await client.query<{ id: string }>(
    `insert into users (name, email, first_name, last_name) values ($1, $2, $1, 'Martin') returning id`,
    [firstName, email],
  );
  const {
    rows: [member],
  } = await client.query<{ household_id: string }>(
    'select household_id from household_members where user_id = $1',
    [row!.id],
  );
  return { id: row!.id, householdId: member!.household_id };
}

async function preferences(
  client: pg.Client,
  userId: string,
  restrictions: string[],
  avoided: string[],
) {
  await client.query(
    `insert into user_preferences (user_id, dietary_restrictions, avoided_foods, preferred_foods)
     values ($1, $2, $3, '{tomates}')`,
    [userId, restrictions, avoided],
  );
}

const migrateAll = (client: pg.Client) =>
  migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });

describe('migration 0010: the questionnaire’s answers become the household’s', () => {
  it('moves the account holder’s restrictions to the household and keeps everyone else’s', async () => {
    await withOldDatabase(async (client) => {
      const mother = await user(client, 'Claire');
      await preferences(client, mother.id, ['nutFree', 'dairyFree'], ['champignons']);
      // A partner who joined, with a diet of their own.
      const partner = await user(client, 'Marc');
      await preferences(client, partner.id, ['vegetarian'], ['coriandre']);
      await client.query(
        `update household_members set household_id = $1, role = 'member' where user_id = $2`,
        [mother.householdId, partner.id],
      );
      // A child without an account, with a restriction of his own.
      await client.query(
        `insert into household_people (household_id, first_name, child, dietary_restrictions)
         values ($1, 'Noé', true, '{glutenFree}')`,
        [mother.householdId],
      );
      // A household whose holder answered « Aucune ».
      const alone = await user(client, 'Alix');
      await preferences(client, alone.id, ['none'], []);
      // One who never answered.
      const newcomer = await user(client, 'Léo');

      await migrateAll(client);

      const households = await client.query<{
        id: string;
        dietary_restrictions: string[];
        avoided_foods: string[];
      }>('select id, dietary_restrictions, avoided_foods from households');
      const home = (id: string) => households.rows.find((row) => row.id === id);
      expect(home(mother.householdId)).toMatchObject({
        dietary_restrictions: ['nutFree', 'dairyFree'],
        avoided_foods: ['champignons'],
      });
      expect(home(alone.householdId)).toMatchObject({ dietary_restrictions: ['none'] });
      expect(home(newcomer.householdId)).toMatchObject({
        dietary_restrictions: [],
        avoided_foods: [],
      });
      expect(home(partner.householdId)).toBeDefined();

      const own = await client.query<{
        user_id: string;
        dietary_restrictions: string[];
        avoided_foods: string[];
        preferred_foods: string[];
        disliked_foods: string[];
      }>('select * from user_preferences');
      const of = (id: string) => own.rows.find((row) => row.user_id === id);
      // The holder's answers now live on the household; her tastes stay hers.
      expect(of(mother.id)).toMatchObject({
        dietary_restrictions: [],
        avoided_foods: [],
        preferred_foods: ['tomates'],
        disliked_foods: [],
      });
      expect(of(partner.id)).toMatchObject({
        dietary_restrictions: ['vegetarian'],
        avoided_foods: ['coriandre'],
      });
      const people = await client.query<{ dietary_restrictions: string[] }>(
        'select dietary_restrictions from household_people',
      );
      expect(people.rows).toEqual([{ dietary_restrictions: ['glutenFree'] }]);
    });
  });

  it('changes nothing at all when one of its statements fails (one transaction)', async () => {
    await withOldDatabase(async (client) => {
      const mother = await user(client, 'Claire');
      await preferences(client, mother.id, ['nutFree'], ['champignons']);
      // A value the new check refuses: the migration stops there.
      await client.query(
        `insert into household_people (household_id, first_name, dietary_restrictions)
         values ($1, 'Mamie', '{paleo}')`,
        [mother.householdId],
      );

      await expect(migrateAll(client)).rejects.toThrow();

      const columns = await client.query(
        `select 1 from information_schema.columns
         where table_name = 'households' and column_name = 'dietary_restrictions'`,
      );
      expect(columns.rowCount).toBe(0);
      const own = await client.query<{ dietary_restrictions: string[] }>(
        'select dietary_restrictions from user_preferences where user_id = $1',
        [mother.id],
      );
      expect(own.rows).toEqual([{ dietary_restrictions: ['nutFree'] }]);
    });
  });
});
