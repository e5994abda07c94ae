import { splitFoodList } from '../../../shared/preferences';

/** The server's limits on each food list (PUT /api/preferences). */
export const TAG_LIMITS = { maxLength: 60, maxCount: 50 } as const;

export type TagProblem = 'empty' | 'duplicate' | 'tooLong' | 'tooMany';

export type AddTagsResult =
  { ok: true; tags: string[] } | { ok: false; problem: TagProblem; item: string };

const sameFood = (a: string, b: string) => a.toLocaleLowerCase('fr') === b.toLocaleLowerCase('fr');

/**
 * Adds what was typed to a food list (specification, section 5): trimmed, never empty, never
 * twice (case ignored: « Tomates » is already there when « tomates » is). A pasted
 * comma-separated list adds each entry — all of them, or none when one of them is refused.
 */
export function addTags(tags: readonly string[], input: string): AddTagsResult {
  const entries = splitFoodList(input);
  if (entries.length === 0) return { ok: false, problem: 'empty', item: '' };
  const next = [...tags];
  for (const item of entries) {
    if (item.length > TAG_LIMITS.maxLength) return { ok: false, problem: 'tooLong', item };
    if (next.some((tag) => sameFood(tag, item))) return { ok: false, problem: 'duplicate', item };
    if (next.length >= TAG_LIMITS.maxCount) return { ok: false, problem: 'tooMany', item };
    next.push(item);
  }
  return { ok: true, tags: next };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((entry) => entry !== tag);
}
