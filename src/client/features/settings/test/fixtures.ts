import type { Preferences } from '../api/preferences';
import type { Profile } from '../api/profile';

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
  shoppingFrequency: 'weekly',
  difficulty: 'facile',
  servings: 4,
  updatedAt: '2026-11-22T10:00:00.000Z',
};
