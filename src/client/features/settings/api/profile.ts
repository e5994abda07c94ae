import { queryOptions } from '@tanstack/react-query';
import type { Avatar } from '../../../../shared/constants';
import type { Profile } from '../../../../shared/profile';
import { apiFetch } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';

export type { Profile };

/** The body of PATCH /api/profile: `avatar` null means « initials ». */
export interface ProfileInput {
  firstName: string;
  lastName: string;
  avatar: Avatar | null;
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.profile,
    queryFn: ({ signal }) => apiFetch<Profile>('/api/profile', { signal }),
  });
}

export function updateProfile(input: ProfileInput): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { method: 'PATCH', body: input });
}
