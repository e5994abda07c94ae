import { describe, expect, it } from 'vitest';
import { createTexts } from './texts';

const { t, list } = createTexts({
  title: 'Popote',
  hero: { greeting: 'Bonjour {{name}}', chips: ['Rapide', 'Malin'] },
});

describe('createTexts', () => {
  it('reads nested keys and fills placeholders', () => {
    expect(t('title')).toBe('Popote');
    expect(t('hero.greeting', { name: 'Léa' })).toBe('Bonjour Léa');
  });

  it('reads lists', () => {
    expect(list('hero.chips')).toEqual(['Rapide', 'Malin']);
  });
});
