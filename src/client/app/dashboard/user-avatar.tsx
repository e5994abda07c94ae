import { UserRound } from 'lucide-react';
import { useState } from 'react';
import type { MeUser } from '../../lib/me';

export function fullName(user: Pick<MeUser, 'firstName' | 'lastName'> | undefined): string {
  return user ? `${user.firstName.trim()} ${user.lastName.trim()}`.trim() : '';
}

/** « LM » for Léa Martin: the first letter of the first name and of the last name. */
export function initials(user: Pick<MeUser, 'firstName' | 'lastName'>): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return (first(user.firstName) + first(user.lastName)).toLocaleUpperCase('fr');
}

/** Only our own images (e.g. /avatars/tomate.svg), never another site's. */
function isOwnImage(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}

/** The user's avatar image, else their initials, else a person icon. */
export function UserAvatar({ user }: { user: MeUser | undefined }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const url = user?.avatarUrl;

  if (user && isOwnImage(url) && url !== brokenUrl) {
    return (
      <img
        src={url}
        alt={fullName(user)}
        width={40}
        height={40}
        className="size-10 rounded-full bg-primary-soft object-cover"
        onError={() => setBrokenUrl(url)}
      />
    );
  }
  const letters = user ? initials(user) : '';
  return (
    <span
      aria-hidden="true"
      className="grid size-10 place-items-center rounded-full bg-primary text-sm font-bold tracking-wide text-on-primary"
    >
      {letters || <UserRound className="size-5" />}
    </span>
  );
}
