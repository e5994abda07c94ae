/**
 * French texts of pages that must stay light (the public site is prerendered and ships as
 * little JavaScript as possible): a typed lookup into a locale JSON file, without i18next.
 * Keys are dot paths; « {{name}} » placeholders are filled from `values`.
 */
// Depth-limited so TypeScript never recurses without end on a generic dictionary.
type Depth = [never, 0, 1, 2, 3, 4, 5];

type Paths<T, Leaf, D extends number = 5> = [D] extends [never]
  ? never
  : {
      [K in keyof T & string]: T[K] extends Leaf
        ? K
        : T[K] extends readonly unknown[] | string
          ? never
          : T[K] extends object
            ? `${K}.${Paths<T[K], Leaf, Depth[D]>}`
            : never;
    }[keyof T & string];

export type TextKey<T> = Paths<T, string>;
export type ListKey<T> = Paths<T, readonly string[]>;

function lookup(dictionary: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      dictionary,
    );
}

export function createTexts<T extends object>(dictionary: T) {
  return {
    t(key: TextKey<T>, values: Record<string, string | number> = {}): string {
      const text = lookup(dictionary, key);
      if (typeof text !== 'string') return key;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
    },
    list(key: ListKey<T>): readonly string[] {
      const list = lookup(dictionary, key);
      return Array.isArray(list) ? (list as string[]) : [];
    },
  };
}
