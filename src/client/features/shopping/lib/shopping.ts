import type { ShoppingItem } from '../../../../shared/shopping';

export type { ShoppingItem };

/** « 250 g farine »; the unit « unité » is not shown (« 2 œufs »). */
export function itemLabel(item: Pick<ShoppingItem, 'quantity' | 'unit' | 'name'>): string {
  return [item.quantity, item.unit === 'unité' ? '' : item.unit, item.name]
    .filter(Boolean)
    .join(' ');
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
