// The frame of /api's JSON answers; each feature's own shapes are in src/shared/<feature>.ts.

/** A list answer: a collection read, or several rows written at once (`{ items: [...] }`). */
export interface ItemList<T> {
  items: T[];
}
