import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason, isDatabaseUnavailable } from './database-status';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a database that refuses connections, stops or is restarting', () => {
    expect(
      isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('sorry, too many clients already', '53300'))).toBe(true);
  });

  it('recognises what pg throws without a code', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
  });

  it('looks through the wrappers of Drizzle, Better Auth and happy-eyeballs connections', () => {
    const refused = withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED');
    const drizzle = new Error('Failed query: select 1', { cause: refused });
    const betterAuth = new Error('Failed to get session', { cause: drizzle });
    expect(databaseUnavailableReason(betterAuth)).toBe(
      'ECONNREFUSED: connect ECONNREFUSED ::1:5432',
    );
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
  });

  it('leaves the errors of a request or of the code alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near', '42601'))).toBe(false);
    expect(
      isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014')),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
