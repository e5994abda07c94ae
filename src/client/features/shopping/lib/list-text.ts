import type { Aisle } from '../../../../shared/food/types';
import { groupByAisle, sumLineLabel } from './aisles';
import type { ShoppingItem } from './shopping';

/** One aisle of what is left to buy: its name and the lines as « Par rayon » writes them. */
export interface ToBuySection {
  aisle: Aisle;
  heading: string;
  lines: string[];
}

/**
 * What is left to buy, by aisle in the list's own order (« Par rayon »: a shopper's walk), the
 * same food added up and labelled as that view shows it (« 200 g de farine », « 1,5 kg de
 * pommes », « 4 tomates »). Ticked rows are left out: they are in the basket already.
 */
export function toBuyByAisle(
  items: readonly ShoppingItem[],
  aisleName: (aisle: Aisle) => string,
  order?: readonly Aisle[],
): ToBuySection[] {
  return groupByAisle(
    items.filter((item) => !item.checked),
    order,
  ).map((group) => ({
    aisle: group.aisle,
    heading: aisleName(group.aisle),
    lines: group.lines.map(sumLineLabel),
  }));
}

export interface ListTextWords {
  /** The first line, « Liste de courses — Popote ». */
  title: string;
  /** The one sentence shared when nothing is left to buy. */
  nothingToBuy: string;
  aisleName: (aisle: Aisle) => string;
}

/**
 * The list as plain text, to share or paste in a message: the title, then each aisle with
 * something left to buy, its name and « – 200 g de farine » lines; a blank line between aisles.
 */
export function shoppingListText(items: readonly ShoppingItem[], words: ListTextWords): string {
  const sections = toBuyByAisle(items, words.aisleName);
  if (sections.length === 0) return `${words.title}\n\n${words.nothingToBuy}`;
  return [
    words.title,
    ...sections.map((section) =>
      [section.heading, ...section.lines.map((line) => `– ${line}`)].join('\n'),
    ),
  ].join('\n\n');
}
