import { describe, expect, it } from 'vitest';
import { emailProblem } from './email';

describe('emailProblem', () => {
  it('accepts an address the API accepts, spaces and capitals included', () => {
    expect(emailProblem('camille@example.fr')).toBeUndefined();
    expect(emailProblem('  Camille.Dupont@Example.FR ')).toBeUndefined();
  });

  it('asks for an address when there is none', () => {
    expect(emailProblem('')).toBe('emailRequired');
    expect(emailProblem('   ')).toBe('emailRequired');
  });

  it('refuses what the API refuses', () => {
    expect(emailProblem('camille')).toBe('emailInvalid');
    expect(emailProblem('camille@example')).toBe('emailInvalid');
    expect(emailProblem('camille @example.fr')).toBe('emailInvalid');
    expect(emailProblem(`${'a'.repeat(250)}@example.fr`)).toBe('emailInvalid');
  });
});
