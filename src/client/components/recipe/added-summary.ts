import type { TFunction } from 'i18next';
import type { RecipeShoppingAdded, ShoppingSkipped } from '../../../shared/shopping';

/** « Crème fraîche » as a sentence reads it: « crème fraîche ». */
const inSentence = (name: string) => name.charAt(0).toLocaleLowerCase('fr') + name.slice(1);

const unique = (names: string[]) => [...new Set(names)];

/** The staples left out: what « Inclure les basiques » adds. */
export const skippedStaples = (result: RecipeShoppingAdded) =>
  result.skipped.filter((line) => line.reason === 'staple');

/**
 * What « Ajouter à la liste de courses » did, in one line: « 5 ingrédients ajoutés · Déjà au
 * frigo : crème (200 ml) · Déjà au placard : riz (1 kg) · Basiques non ajoutés : sel, poivre ».
 */
export function addedSummary(result: RecipeShoppingAdded, text: TFunction<'recipe'>): string {
  const held = (reason: 'fridge' | 'pantry') =>
    unique(
      result.skipped.flatMap((line: ShoppingSkipped) =>
        line.reason === reason ? [`${inSentence(line.name)} (${line.have})`] : [],
      ),
    );
  const fridge = held('fridge');
  const pantry = held('pantry');
  const staples = unique(skippedStaples(result).map((line) => inSentence(line.name)));
  return [
    result.items.length > 0
      ? text('addedCount', { count: result.items.length })
      : text('nothingToBuy'),
    ...(fridge.length > 0 ? [text('alreadyInFridge', { names: fridge.join(', ') })] : []),
    ...(pantry.length > 0 ? [text('alreadyInPantry', { names: pantry.join(', ') })] : []),
    ...(staples.length > 0 ? [text('staplesLeftOut', { names: staples.join(', ') })] : []),
  ].join(' · ');
}

/** The answer after « Inclure les basiques »: the staples added, the rest as it was. */
export function withStaples(
  first: RecipeShoppingAdded,
  staples: RecipeShoppingAdded,
): RecipeShoppingAdded {
  return {
    items: [...first.items, ...staples.items],
    skipped: [...first.skipped.filter((line) => line.reason !== 'staple'), ...staples.skipped],
  };
}
