import { createHash } from 'node:crypto';
import type { Recipe, SuggestionRequest } from './recipe';

export const SUGGESTION_CACHE_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

/**
 * The last suggestion per household, eaters, preferences, type and (in fridge mode) fridge
 * contents, for 5 minutes (specification, section 9). In memory, per process: a cache, not a
 * record.
 */
export class SuggestionCache {
  private readonly entries = new Map<string, { recipe: Recipe; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** `eaters`: who eats when chosen (« Qui mange ? »), so each table keeps its own answer. */
  static keyOf(
    householdId: string,
    request: SuggestionRequest,
    eaters?: readonly string[],
  ): string {
    const fridge = request.fridge
      ? request.fridge
          .map(
            (item) =>
              `${item.name.toLowerCase()}|${item.quantity}|${item.unit}|${item.expirationDate ?? ''}|${item.priority ? 1 : 0}`,
          )
          .sort()
      : null;
    const digest = createHash('sha256')
      .update(
        JSON.stringify([
          [...request.restrictions].sort(),
          [...request.avoidedFoods].sort(),
          [...request.preferredFoods].sort(),
          [...(request.dislikedFoods ?? [])].sort(),
          request.difficulty,
          request.servings,
          fridge,
          eaters ? [...eaters].sort() : null,
        ]),
      )
      .digest('base64url');
    return `${householdId}:${request.type}:${digest}`;
  }

  get(key: string): Recipe | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.recipe;
  }

  set(key: string, recipe: Recipe): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { recipe, expiresAt: this.now() + SUGGESTION_CACHE_TTL_MS });
  }
}
