// The answer of GET and PATCH /api/profile (the settings feature), shared by server and client.

/** The profile of the settings: names, e-mail and avatar. */
export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  /** One of Popote's avatars (`/avatars/<name>.svg`), or null for the initials. */
  avatarUrl: string | null;
}
