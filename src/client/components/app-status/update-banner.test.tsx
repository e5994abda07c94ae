// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { pwaRegister } from '../../test/pwa-register';
import { UpdateBanner } from './update-banner';

afterEach(() => {
  cleanup();
  pwaRegister.waiting = false;
  pwaRegister.reloads = 0;
});

describe('UpdateBanner', () => {
  it('says nothing while the version in use is the latest', () => {
    render(<UpdateBanner />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers to reload into a new version, or to wait', async () => {
    const user = userEvent.setup();
    pwaRegister.waiting = true;
    render(<UpdateBanner />);
    expect(screen.getByRole('status').textContent).toContain('Une nouvelle version est disponible');
    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(pwaRegister.reloads).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
