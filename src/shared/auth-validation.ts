import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { ERROR_MESSAGES } from './errors';

// The specification's sign-up and sign-in rules (section 5), shared by the form and the API.
export const AUTH_MESSAGES = {
  emailRequired: "L'email est requis",
  emailInvalid: "Format d'email invalide",
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: ERROR_MESSAGES.PASSWORD_TOO_SHORT,
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
} as const;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(80, 'Ce champ ne doit pas dépasser 80 caractères.');

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(128, ERROR_MESSAGES.PASSWORD_TOO_LONG);

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: name(AUTH_MESSAGES.firstNameRequired),
  lastName: name(AUTH_MESSAGES.lastNameRequired),
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(1024),
});

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const passwordResetSchema = z.object({
  token: z.string().min(1).max(512),
  newPassword: passwordSchema,
});
