import { AUTH_MESSAGES, emailSchema } from '../../shared/auth-validation';

/** Keys of the e-mail messages in the locales (`emailRequired`, `emailInvalid`). */
export type EmailProblem = 'emailRequired' | 'emailInvalid';

/** What is wrong with an address, by the API's own rule (the shared `emailSchema`). */
export function emailProblem(email: string): EmailProblem | undefined {
  const result = emailSchema.safeParse(email);
  if (result.success) return undefined;
  return result.error.issues[0]?.message === AUTH_MESSAGES.emailRequired
    ? 'emailRequired'
    : 'emailInvalid';
}
