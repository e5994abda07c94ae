/** A row of a cached list (shopping items, fridge items): only its id matters here. */
export interface Row {
  id: string;
}

/** What a change waiting in the outbox does to the cached list it belongs to. */
export type ListEffect =
  | { type: 'add'; item: Row & Record<string, unknown> }
  | { type: 'update'; ids: string[]; changes: Record<string, unknown> }
  | { type: 'remove'; ids: string[] }
  /** « Annuler » after a delete: the rows come back, each where its `createdAt` puts it. */
  | { type: 'restore'; items: (Row & Record<string, unknown>)[] };

/** Newest first, as the server lists them; rows without a date keep their order. */
const createdOf = (row: Row) => {
  const value = (row as Row & { createdAt?: unknown }).createdAt;
  return typeof value === 'string' ? value : '';
};

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
    case 'restore': {
      const held = new Set(list.map((row) => row.id));
      const back = effect.items.filter((item) => !held.has(item.id)) as unknown as T[];
      if (back.length === 0) return [...list];
      const rows = [...list];
      for (const item of back) {
        const at = rows.findIndex((row) => createdOf(row) < createdOf(item));
        rows.splice(at === -1 ? rows.length : at, 0, item);
      }
      return rows;
    }
  }
}

export function applyEffects<T extends Row>(list: readonly T[], effects: readonly ListEffect[]) {
  return effects.reduce<T[]>((rows, effect) => applyEffect(rows, effect), [...list]);
}
