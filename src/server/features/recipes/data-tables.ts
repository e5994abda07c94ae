import { CATALOGUE } from './catalogue';
import { restrictionsOf } from './catalogue/coverage';
import { costBandOf } from './cost-band';
import { OCCASION_LABELS, OCCASIONS, recipesFor } from './occasions';
import { isSpicy } from './spicy';

const TYPES = ['boisson', 'apéro', 'amuse-bouche', 'entrée', 'plat', 'dessert'] as const;
const TYPE_LABELS = ['Boissons', 'Apéros', 'Amuse-bouches', 'Entrées', 'Plats', 'Desserts'];
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const rule = (count: number) => row(Array.from({ length: count }, () => '---'));

/**
 * The tables of docs/catalogue.md's « Occasions, relevé, coût » (between its `occasion-table`
 * markers, written by `npm run docs:catalogue`): recipes per occasion and dish type, and per
 * cost band and « relevé ».
 */
export function occasionTables(): string {
  const byId = new Map(CATALOGUE.map((recipe) => [recipe.id, recipe]));
  const occasions = OCCASIONS.map((occasion) => {
    const recipes = recipesFor(occasion)
      .map((id) => byId.get(id))
      .filter((recipe) => recipe !== undefined);
    const respecting = (restriction: 'vegetarian' | 'vegan') =>
      recipes.filter((recipe) => restrictionsOf(recipe).includes(restriction)).length;
    return row([
      OCCASION_LABELS[occasion],
      recipes.length,
      ...TYPES.map((type) => recipes.filter((recipe) => recipe.type === type).length),
      respecting('vegetarian'),
      respecting('vegan'),
    ]);
  });
  const perType = TYPES.map((type, index) => {
    const recipes = CATALOGUE.filter((recipe) => recipe.type === type);
    return row([
      TYPE_LABELS[index]!,
      ...([1, 2, 3] as const).map(
        (band) => recipes.filter((r) => costBandOf(r.id) === band).length,
      ),
      recipes.filter((recipe) => isSpicy(recipe.id)).length,
    ]);
  });
  return [
    '#### Par occasion',
    '',
    row(['Occasion', 'Recettes', ...TYPE_LABELS, 'Végétariennes', 'Véganes']),
    rule(10),
    ...occasions,
    '',
    '#### Coût et relevé, par type de plat',
    '',
    row(['Type', '€', '€€', '€€€', 'Relevé']),
    rule(5),
    ...perType,
  ].join('\n');
}
