/** Lower case, without accents: « Crème Brûlée » → « creme brulee ». */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr').trim();
}

/** The items whose title contains the query, ignoring case and accents. */
export function filterByTitle<T>(items: readonly T[], query: string, title: (item: T) => string) {
  const needle = normalizeText(query);
  if (!needle) return [...items];
  return items.filter((item) => normalizeText(title(item)).includes(needle));
}
