// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSettings } from './test/render-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('« Portion enfant » in « Ma famille »', () => {
  it('shows ½ by default with its example, and saves another choice at once', async () => {
    const user = userEvent.setup();
    // The household's setting as the server keeps it.
    let childPortion = 0.5;
    const { api } = await openSettings({
      'GET /api/household/settings': () => ({ status: 200, body: { childPortion } }),
      'PUT /api/household/settings': ({ body }) => {
        childPortion = (body as { childPortion: number }).childPortion;
        return { status: 200, body: { childPortion } };
      },
    });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'Portion d’un enfant',
    });
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('0.5');
    expect(screen.getByTestId('child-portion-example').textContent).toBe(
      'Par exemple : 2 adultes + 2 enfants = 3 portions.',
    );

    await user.selectOptions(select, '¾ de portion');
    await waitFor(() => expect(api.callsTo('PUT /api/household/settings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/household/settings')[0]?.body).toEqual({ childPortion: 0.75 });
    expect(screen.getByTestId('child-portion-example').textContent).toBe(
      'Par exemple : 2 adultes + 2 enfants = 4 portions.',
    );
  });
});
