import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from './auth-validation';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('sign-up and sign-in rules', () => {
  it('accepts a complete sign-up, trimming names and lowering the e-mail', () => {
    const result = signUpSchema.parse({
      email: ' Lea@Example.CH ',
      password: 'secret',
      firstName: ' Léa ',
      lastName: 'Martin',
    });
    expect(result).toEqual({
      email: 'lea@example.ch',
      password: 'secret',
      firstName: 'Léa',
      lastName: 'Martin',
    });
  });

  it('names every missing field with the specification’s message', () => {
    expect(
      messages(signUpSchema.safeParse({ email: '', password: '', firstName: ' ', lastName: '' })),
    ).toEqual([
      "L'email est requis",
      'Le mot de passe est requis',
      'Le prénom est requis',
      'Le nom est requis',
    ]);
  });

  it('rejects a malformed e-mail and a short password', () => {
    expect(messages(signInSchema.safeParse({ email: 'lea@', password: 'x' }))).toEqual([
      "Format d'email invalide",
    ]);
    expect(
      messages(
        signUpSchema.safeParse({
          email: 'a@b.ch',
          password: '12345',
          firstName: 'A',
          lastName: 'B',
        }),
      ),
    ).toEqual(['Le mot de passe doit contenir au moins 6 caractères']);
  });
});
