import type { HouseholdOverview } from '../../../features/household/api/household';
import type { Preferences } from '../../../features/onboarding/api/preferences';
import type { Profile } from '../../../features/settings/api/profile';

export const PROFILE: Profile = {
  firstName: 'Camille',
  lastName: 'Rochat',
  email: 'camille@example.ch',
  avatarUrl: null,
};

export const PREFERENCES: Preferences = {
  adults: 2,
  children: 1,
  dietaryRestrictions: ['vegetarian'],
  preferredFoods: ['tomates'],
  avoidedFoods: [],
  dislikedFoods: [],
  shoppingFrequency: 'weekly',
  difficulty: 'facile',
  servings: 4,
  autoFridge: false,
  expiryDigest: false,
  updatedAt: '2026-11-22T10:00:00.000Z',
};

/** Camille's household: she owns it, alone, with no invitation pending. */
export const HOUSEHOLD: HouseholdOverview = {
  id: '6f1c2a9e-0000-4000-8000-0000000000aa',
  myRole: 'owner',
  maxMembers: 6,
  invitations: [],
  members: [
    {
      userId: '6f1c2a9e-0000-4000-8000-000000000001',
      firstName: 'Camille',
      lastName: 'Rochat',
      email: 'camille@example.ch',
      role: 'owner',
      joinedAt: '2026-11-01T10:00:00.000Z',
      isMe: true,
      hasPreferences: true,
      dietaryRestrictions: ['vegetarian'],
    },
  ],
};
