import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';

/** Keys of the validation messages in locales/fr/auth.json (`validation.*`). */
export type ValidationKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'passwordMismatch';

export function isPasswordTooShort(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH;
}

export function validatePassword(password: string): ValidationKey | undefined {
  if (!password) return 'passwordRequired';
  if (isPasswordTooShort(password)) return 'passwordTooShort';
  return undefined;
}

export function validateRequired(value: string, key: ValidationKey): ValidationKey | undefined {
  return value.trim() ? undefined : key;
}

/** The first field (in the given order) that has an error, to move the focus to it. */
export function firstInvalid<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, ValidationKey>>,
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}
