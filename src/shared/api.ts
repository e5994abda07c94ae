// The frame of /api's JSON answers; each feature's own shapes are in src/shared/<feature>.ts.

/** A list answer: a collection read, or several rows written at once (`{ items: [...] }`). */
export interface ItemList<T> {
  items: T[];
}

/**
 * A page of what grows without end (notifications, conversations), newest first: `nextCursor`
 * goes back as `?before=` for the next page, null on the last one.
 */
export interface Page<T> extends ItemList<T> {
  nextCursor: string | null;
}
