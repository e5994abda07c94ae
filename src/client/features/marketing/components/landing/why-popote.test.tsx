// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhyPopote } from './why-popote';

afterEach(cleanup);

describe('WhyPopote', () => {
  it('gives four reasons under « Pourquoi choisir Popote ? »', () => {
    render(<WhyPopote />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Pourquoi choisir Popote\u202f?',
    );
    const reasons = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(reasons).toEqual([
      'Mieux manger',
      'Du temps et de l’argent économisés',
      'De la variété garantie',
      'Qualité et simplicité',
    ]);
  });
});
