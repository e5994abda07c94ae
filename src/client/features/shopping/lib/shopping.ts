import { listLine, listLineText, type ListLine } from '../../../../shared/list-line';
import type { ShoppingItem } from '../../../../shared/shopping';

export type { ShoppingItem };

/** A row as a shopper buys it: « 1 bouquet de thym » and its detail « 4 brins » (decision 0025). */
export function itemLine(
  item: Pick<ShoppingItem, 'quantity' | 'unit' | 'name' | 'amount' | 'ingredientId'>,
): ListLine {
  return listLine({
    name: item.name,
    ingredientId: item.ingredientId,
    amount: item.amount,
    unit: item.unit,
    typed: item.quantity,
  });
}

/** « 1 bouquet de thym · 4 brins », « 250 g de farine », « 2 œufs »: the row on one line. */
export function itemLabel(
  item: Pick<ShoppingItem, 'quantity' | 'unit' | 'name' | 'amount' | 'ingredientId'>,
): string {
  return listLineText(itemLine(item));
}

export interface ItemGroup {
  key: string;
  title: string | null;
  items: ShoppingItem[];
}

/** Groups by recipe title in order of first appearance; manual items (no recipe) last. */
export function groupByRecipe(items: ShoppingItem[]): ItemGroup[] {
  const groups = new Map<string, ItemGroup>();
  const manual: ShoppingItem[] = [];
  for (const item of items) {
    if (!item.recipeTitle) {
      manual.push(item);
      continue;
    }
    const key = item.recipeId ?? item.recipeTitle;
    const group = groups.get(key) ?? { key, title: item.recipeTitle, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  const result = [...groups.values()];
  if (manual.length > 0) result.push({ key: 'manual', title: null, items: manual });
  return result;
}

/** Rounded percentage of checked items (0 for an empty list). */
export function progressOf(items: ShoppingItem[]) {
  const total = items.length;
  const checked = items.filter((item) => item.checked).length;
  return { checked, total, percent: total === 0 ? 0 : Math.round((checked / total) * 100) };
}
