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

const byText = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Newest first; rows added together (one recipe's) in alphabetical order; the id breaks ties. */
const byAdded = (a: ShoppingItem, b: ShoppingItem) =>
  b.createdAt.localeCompare(a.createdAt) ||
  byText.compare(a.name, b.name) ||
  a.id.localeCompare(b.id);

/**
 * « Par recette »: a group per recipe (or period of the plan), in a stable order whatever order
 * the rows arrive in (a delete, a tick from another phone): the recipe added last first, then by
 * title; its rows newest first, then by name. Items typed by hand (no recipe) come last.
 */
export function groupByRecipe(items: ShoppingItem[]): ItemGroup[] {
  const groups = new Map<string, ItemGroup & { added: string }>();
  const manual: ShoppingItem[] = [];
  for (const item of items) {
    if (!item.recipeTitle) {
      manual.push(item);
      continue;
    }
    const key = item.recipeId ?? item.recipeTitle;
    const group = groups.get(key) ?? {
      key,
      title: item.recipeTitle,
      items: [],
      added: item.createdAt,
    };
    group.items.push(item);
    // When the recipe was added: its first row.
    if (item.createdAt < group.added) group.added = item.createdAt;
    groups.set(key, group);
  }
  const result: ItemGroup[] = [...groups.values()]
    .sort(
      (a, b) =>
        b.added.localeCompare(a.added) ||
        byText.compare(a.title ?? '', b.title ?? '') ||
        a.key.localeCompare(b.key),
    )
    .map(({ key, title, items: rows }) => ({ key, title, items: rows.sort(byAdded) }));
  if (manual.length > 0) result.push({ key: 'manual', title: null, items: manual.sort(byAdded) });
  return result;
}

/** Rounded percentage of checked items (0 for an empty list). */
export function progressOf(items: ShoppingItem[]) {
  const total = items.length;
  const checked = items.filter((item) => item.checked).length;
  return { checked, total, percent: total === 0 ? 0 : Math.round((checked / total) * 100) };
}
