import { describe, expect, it } from 'vitest';
import { PREFERENCES, PROFILE } from '../test/fixtures';
import { initialValues, toSettingsInput, validateNames } from './settings-form';

describe('settings form', () => {
  it('starts from the saved profile and preferences, defaults filled in', () => {
    const values = initialValues(
      { ...PROFILE, avatarUrl: '/avatars/citron.svg' },
      { ...PREFERENCES, difficulty: null, servings: null },
    );
    expect(values).toMatchObject({ avatar: 'citron', difficulty: 'facile', servings: null });
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
    const values = initialValues(
      { ...PROFILE, firstName: ' Camille ' },
      {
        ...PREFERENCES,
        servings: null,
      },
    );
    const input = toSettingsInput(values);
    expect(input.profile).toEqual({ firstName: 'Camille', lastName: 'Rochat', avatar: null });
    expect(input.preferences).not.toHaveProperty('servings');
    expect(toSettingsInput({ ...values, servings: 6 }).preferences.servings).toBe(6);
  });
});
