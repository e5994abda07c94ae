import { AVATARS, avatarUrl } from '../../../../shared/constants';
import type { Avatar } from '../../../../shared/constants';

/** Which of our illustrations a profile's `avatarUrl` shows; null for initials. */
export function avatarFromUrl(url: string | null | undefined): Avatar | null {
  return AVATARS.find((avatar) => avatarUrl(avatar) === url) ?? null;
}

/** « Camille Rochat » → « CR ». */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0).toLocaleUpperCase('fr'))
    .join('');
}
