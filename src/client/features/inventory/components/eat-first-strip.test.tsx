// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import inventory from '../../../locales/fr/inventory.json';
import type { InventoryItem } from '../lib/inventory';
import { EatFirstStrip } from './eat-first-strip';

if (!i18n.hasResourceBundle('fr', 'inventory')) {
  i18n.addResourceBundle('fr', 'inventory', inventory);
}

afterEach(cleanup);

const TODAY = new Date(2026, 10, 26, 9, 0);
const item = (id: string, name: string, expirationDate: string | null, quantity = 1) =>
  ({
    id,
    name,
    quantity,
    unit: 'l',
    expirationDate,
    category: 'Produits Laitiers',
    location: 'fridge',
    ingredientId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  }) satisfies InventoryItem;

describe('EatFirstStrip', () => {
  it('lists what to eat first, most urgent first, with its badge', () => {
    render(
      <EatFirstStrip
        today={TODAY}
        items={[
          item('1', 'Lait', '2026-11-28', 0.5),
          item('2', 'Crème', '2026-11-27'),
          item('3', 'Soupe', '2026-11-26'),
          item('4', 'Yaourt', '2026-11-24'),
          item('5', 'Jus', '2026-12-24'),
          item('6', 'Eau', null),
        ]}
      />,
    );
    const strip = screen.getByRole('region', { name: 'À consommer en premier' });
    const rows = within(strip).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Yaourt1\u00a0lPérimé',
      'Soupe1\u00a0lExpire aujourd’hui',
      'Crème1\u00a0lExpire demain',
      'Lait0,5\u00a0lExpire dans 2 jours',
    ]);
    const badge = within(rows[0]!).getByText('Périmé');
    expect(badge.className).toContain('text-danger');
    expect(within(rows[3]!).getByText('Expire dans 2 jours').className).toContain(
      'text-warning-ink',
    );
  });

  it('shows nothing when nothing is urgent', () => {
    const { container } = render(
      <EatFirstStrip
        today={TODAY}
        items={[item('5', 'Jus', '2026-12-24'), item('6', 'Eau', null)]}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
