/** A row of a cached list (shopping items, fridge items): only its id matters here. */
export interface Row {
  id: string;
}

/** What a change waiting in the outbox does to the cached list it belongs to. */
export type ListEffect =
  | { type: 'add'; item: Row & Record<string, unknown> }
  | { type: 'update'; ids: string[]; changes: Record<string, unknown> }
  | { type: 'remove'; ids: string[] };

/** The list as it looks once `effect` applies: a row added twice stays one row. */
export function applyEffect<T extends Row>(list: readonly T[], effect: ListEffect): T[] {
  switch (effect.type) {
    case 'add':
      return list.some((row) => row.id === effect.item.id)
        ? [...list]
        : [effect.item as unknown as T, ...list];
    case 'update': {
      const ids = new Set(effect.ids);
      return list.map((row) => (ids.has(row.id) ? { ...row, ...effect.changes } : row));
    }
    case 'remove': {
      const ids = new Set(effect.ids);
      return list.filter((row) => !ids.has(row.id));
    }
  }
}

export function applyEffects<T extends Row>(list: readonly T[], effects: readonly ListEffect[]) {
  return effects.reduce<T[]>((rows, effect) => applyEffect(rows, effect), [...list]);
}
