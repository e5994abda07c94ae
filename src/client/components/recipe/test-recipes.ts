import type { Recipe } from './types';

/** A suggestion as the server answers it, for tests. */
export function testRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'gratin-dauphinois',
    title: 'Gratin dauphinois',
    description: 'Des pommes de terre fondantes, cuites dans la crème.',
    imageUrl: '/recipes/plat-1.svg',
    preparationTime: 35,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      '1 kg de pommes de terre',
      '50 cl de crème',
      '1 gousse d’ail',
      '20 g de beurre',
      'Sel',
    ],
    instructions: ['Éplucher les pommes de terre.', 'Les cuire dans la crème.', 'Gratiner.'],
    type: 'plat',
    source: 'catalogue',
    ...overrides,
  };
}
