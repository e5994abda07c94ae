import { PREFERENCE_DEFAULTS } from '../../../../shared/constants';
import type { Avatar, Difficulty, QuestionnaireRestriction } from '../../../../shared/constants';
import type { Preferences } from '../../onboarding/api/preferences';
import type { Profile } from '../api/profile';
import type { SettingsInput } from '../api/save-settings';
import { avatarFromUrl } from './avatar';

/** What the profile and preferences cards edit, saved together by « Enregistrer ». */
export interface SettingsValues {
  firstName: string;
  lastName: string;
  avatar: Avatar | null;
  adults: number;
  children: number;
  dietaryRestrictions: QuestionnaireRestriction[];
  difficulty: Difficulty;
  /** Null while the user never chose (the field shows the default, 4). */
  servings: number | null;
  preferredFoods: string[];
  /** The household's (« Tout le foyer »), as `dietaryRestrictions`. */
  avoidedFoods: string[];
  /** « N’aime pas »: the user's own tastes. */
  dislikedFoods: string[];
}

/** The household's lists as last read: sent back only when the settings changed them. */
export type HouseholdLists = Pick<Preferences, 'dietaryRestrictions' | 'avoidedFoods'>;

export type NameField = 'firstName' | 'lastName';
export type NameError = 'firstNameRequired' | 'lastNameRequired' | 'tooLong';
export type NameErrors = Partial<Record<NameField, NameError>>;

/** As for sign-up (src/shared/auth-validation.ts). */
export const NAME_MAX_LENGTH = 80;
export const NAME_FIELDS: readonly NameField[] = ['firstName', 'lastName'];

export function initialValues(profile: Profile, preferences: Preferences): SettingsValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    avatar: avatarFromUrl(profile.avatarUrl),
    adults: preferences.adults,
    children: preferences.children,
    dietaryRestrictions: preferences.dietaryRestrictions,
    difficulty: preferences.difficulty ?? PREFERENCE_DEFAULTS.difficulty,
    servings: preferences.servings,
    preferredFoods: preferences.preferredFoods,
    avoidedFoods: preferences.avoidedFoods,
    dislikedFoods: preferences.dislikedFoods ?? [],
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * The household's lists read again (changed in « Ma famille » or by another member): the
 * values follow them, except a list the user is editing here.
 */
export function followHouseholdLists(
  values: SettingsValues,
  before: HouseholdLists,
  after: HouseholdLists,
): SettingsValues {
  return {
    ...values,
    ...(sameList(values.dietaryRestrictions, before.dietaryRestrictions) && {
      dietaryRestrictions: after.dietaryRestrictions,
    }),
    ...(sameList(values.avoidedFoods, before.avoidedFoods) && {
      avoidedFoods: after.avoidedFoods,
    }),
  };
}

function nameError(value: string, required: NameError): NameError | undefined {
  const name = value.trim();
  if (!name) return required;
  return name.length > NAME_MAX_LENGTH ? 'tooLong' : undefined;
}

export function validateNames(values: SettingsValues): NameErrors {
  const errors: NameErrors = {};
  const firstName = nameError(values.firstName, 'firstNameRequired');
  const lastName = nameError(values.lastName, 'lastNameRequired');
  if (firstName) errors.firstName = firstName;
  if (lastName) errors.lastName = lastName;
  return errors;
}

/**
 * What « Enregistrer » sends. The household's lists only when changed from `household` (as last
 * read): otherwise an older copy would undo a change made meanwhile in « Ma famille ».
 */
export function toSettingsInput(values: SettingsValues, household?: HouseholdLists): SettingsInput {
  const restrictionsChanged =
    !household || !sameList(values.dietaryRestrictions, household.dietaryRestrictions);
  const avoidedChanged = !household || !sameList(values.avoidedFoods, household.avoidedFoods);
  return {
    profile: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      avatar: values.avatar,
    },
    preferences: {
      adults: values.adults,
      children: values.children,
      ...(restrictionsChanged && { dietaryRestrictions: values.dietaryRestrictions }),
      preferredFoods: values.preferredFoods,
      ...(avoidedChanged && { avoidedFoods: values.avoidedFoods }),
      dislikedFoods: values.dislikedFoods,
      difficulty: values.difficulty,
      // Left out until chosen: recipes keep serving who eats meanwhile (decision 0023).
      ...(values.servings !== null && { servings: values.servings }),
    },
  };
}

/** Whether the form differs from what was last read or saved (spaces around names aside). */
export function hasChanges(values: SettingsValues, saved: SettingsValues): boolean {
  return JSON.stringify(toSettingsInput(values)) !== JSON.stringify(toSettingsInput(saved));
}
