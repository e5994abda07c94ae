// Same rules as the sign-in form (specification, section 5).
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailProblem = 'emailRequired' | 'emailInvalid';

export function emailProblem(email: string): EmailProblem | undefined {
  const value = email.trim();
  if (!value) return 'emailRequired';
  return EMAIL_FORMAT.test(value) ? undefined : 'emailInvalid';
}

export function isSameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
