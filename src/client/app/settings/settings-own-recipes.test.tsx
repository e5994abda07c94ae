// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSettings } from './test/render-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('« Suggérer aussi mes recettes » in « Ma famille »', () => {
  it('is on by default, and turning it off is saved at once for the household', async () => {
    const user = userEvent.setup();
    let settings = { childPortion: 0.5, suggestOwnRecipes: true };
    const { api } = await openSettings({
      'GET /api/household/settings': () => ({ status: 200, body: settings }),
      'PUT /api/household/settings': ({ body }) => {
        settings = { ...settings, ...(body as object) };
        return { status: 200, body: settings };
      },
    });
    const toggle = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Suggérer aussi mes recettes',
    });
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT /api/household/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/household/settings')[0]?.body).toEqual({
      suggestOwnRecipes: false,
    });
    await waitFor(() => expect(toggle.checked).toBe(false));
    // « Portion enfant » is untouched.
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Portion d’un enfant' });
    expect(select.value).toBe('0.5');
  });
});
