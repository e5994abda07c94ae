import { describe, expect, it } from 'vitest';
import { PREFERENCES, PROFILE } from '../../../app/settings/test/fixtures';
import {
  followHouseholdLists,
  initialValues,
  toSettingsInput,
  validateNames,
} from './settings-form';

describe('settings form', () => {
  it('starts from the saved profile and preferences', () => {
    const values = initialValues(
      { ...PROFILE, avatarUrl: '/avatars/citron.svg' },
      { ...PREFERENCES, difficulty: 'moyen', servings: 3 },
    );
    expect(values).toMatchObject({ avatar: 'citron', difficulty: 'moyen', servings: 3 });
    expect(
      initialValues({ ...PROFILE, avatarUrl: 'https://elsewhere/x.png' }, PREFERENCES).avatar,
    ).toBeNull();
  });

  it('requires trimmed first and last names', () => {
    const values = initialValues(PROFILE, PREFERENCES);
    expect(validateNames(values)).toEqual({});
    expect(validateNames({ ...values, firstName: '  ', lastName: '' })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
    });
    expect(validateNames({ ...values, lastName: 'x'.repeat(81) })).toEqual({ lastName: 'tooLong' });
  });

  it('sends trimmed names, and the servings only once chosen', () => {
    const values = {
      ...initialValues({ ...PROFILE, firstName: ' Camille ' }, PREFERENCES),
      servings: null,
    };
    const input = toSettingsInput(values);
    expect(input.profile).toEqual({ firstName: 'Camille', lastName: 'Rochat', avatar: null });
    expect(input.preferences).not.toHaveProperty('servings');
    expect(toSettingsInput({ ...values, servings: 6 }).preferences.servings).toBe(6);
  });

  it('sends the household’s lists only when changed here, and « N’aime pas » always', () => {
    const read = { ...PREFERENCES, avoidedFoods: ['coriandre'], dislikedFoods: ['olives'] };
    const values = initialValues(PROFILE, read);
    expect(values.dislikedFoods).toEqual(['olives']);
    const untouched = toSettingsInput(values, read).preferences;
    expect(untouched).not.toHaveProperty('dietaryRestrictions');
    expect(untouched).not.toHaveProperty('avoidedFoods');
    expect(untouched.dislikedFoods).toEqual(['olives']);

    const edited = toSettingsInput(
      { ...values, dietaryRestrictions: ['vegetarian', 'halal'], avoidedFoods: [] },
      read,
    ).preferences;
    expect(edited.dietaryRestrictions).toEqual(['vegetarian', 'halal']);
    expect(edited.avoidedFoods).toEqual([]);
  });

  it('follows the household’s lists read again, except one being edited', () => {
    const before = { dietaryRestrictions: PREFERENCES.dietaryRestrictions, avoidedFoods: [] };
    const after = {
      dietaryRestrictions: [...PREFERENCES.dietaryRestrictions, 'glutenFree' as const],
      avoidedFoods: ['champignons'],
    };
    const values = initialValues(PROFILE, PREFERENCES);
    expect(followHouseholdLists(values, before, after)).toMatchObject(after);
    const editing = { ...values, avoidedFoods: ['coriandre'] };
    expect(followHouseholdLists(editing, before, after)).toMatchObject({
      dietaryRestrictions: after.dietaryRestrictions,
      avoidedFoods: ['coriandre'],
    });
  });
});
