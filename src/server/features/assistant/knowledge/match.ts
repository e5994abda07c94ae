import { normalizeFoodText, singular } from '../../../../shared/food/taxonomy';

/** A message in comparison form: lowercase ASCII words, plurals folded (« œufs durs » → « oeuf dur »). */
export const comparable = (text: string) => ` ${singular(normalizeFoodText(text))} `;

/** Whether the comparable text holds the phrase as whole words. */
export const says = (text: string, phrase: string) => text.includes(comparable(phrase));

/** The entry whose longest phrase the text says, the longest phrase winning over the others. */
export function bestEntry<T extends { readonly keys: readonly string[] }>(
  text: string,
  entries: readonly T[],
): T | undefined {
  let best: T | undefined;
  let length = 0;
  for (const entry of entries) {
    for (const key of entry.keys) {
      const phrase = comparable(key);
      if (phrase.length > length && text.includes(phrase)) {
        best = entry;
        length = phrase.length;
      }
    }
  }
  return best;
}

/** French spacing: a no-break space before « : », a narrow one before « ; ! ? », and in « 15 ml ». */
export const fr = (text: string) =>
  text
    .replace(/ :/g, '\u00a0:')
    .replace(/ ([;!?])/g, '\u202f$1')
    .replace(/(\d) (ml|cl|l|g|kg|min|h|°C|%)(?![\p{L}])/gu, '$1\u00a0$2');
