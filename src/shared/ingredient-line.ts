import type { ParsedUnit } from './constants';

export interface IngredientLine {
  /** As written ('200', '1/2', '1,5'); '1' when the line has none. */
  quantity: string;
  unit: ParsedUnit;
  name: string;
}

/** Unit spellings found in recipes → the units of the specification (section 5). */
// Longest spelling first in each alternation: the first alternative that matches wins.
const UNIT_ALIASES: ReadonlyArray<[RegExp, ParsedUnit]> = [
  [/^(?:kilogrammes?|kilos?|kg)/i, 'kg'],
  [/^(?:grammes?|gr|g)/i, 'g'],
  [/^(?:millilitres?|ml)/i, 'ml'],
  [/^(?:centilitres?|cl)/i, 'cl'],
  [/^(?:litres?|l)/i, 'l'],
  [/^(?:cuill(?:è|e)res? à soupe|c\. à soupe|c\. ?à ?s\.?|càs|cas)/i, 'càs'],
  [/^(?:cuill(?:è|e)res? à café|c\. à café|c\. ?à ?c\.?|càc|cac)/i, 'càc'],
  [/^(?:cc)/i, 'cc'],
  [/^(?:pinc(?:é|e)es?)/i, 'pincée'],
  [/^(?:tasses?)/i, 'tasse'],
];

const NUMBER_WORDS: Record<string, string> = {
  un: '1',
  une: '1',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  six: '6',
};
const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
};

// A leading quantity: '200', '1,5', '0.5', '1/2', '1 1/2', '½', '1½', '1 ½'.
const QUANTITY = /^(\d+\s+[½¼¾⅓⅔]|\d*[½¼¾⅓⅔]|\d+(?:[.,]\d+)?(?:\s+\d+\/\d+)?(?:\/\d+)?)/;
// What separates a unit from the name: a space, an elided "d'", or the end of the line.
const AFTER_UNIT = /^(?=\s|d['’]|$)/i;

function normaliseQuantity(raw: string): string {
  const match = /^(\d*)\s*([½¼¾⅓⅔])$/.exec(raw);
  if (!match) return raw.replace(/\s+/g, ' ');
  const fraction = UNICODE_FRACTIONS[match[2]!]!;
  return match[1] ? `${match[1]} ${fraction}` : fraction;
}

function stripArticle(text: string): string {
  return text.replace(/^(?:de\s+|d['’]\s*|des\s+)/i, '').trim();
}

/**
 * Reads one ingredient line of a recipe: quantity, optional unit, name. A line without a
 * leading quantity is one « unité » of itself ('sel et poivre'); nothing is ever dropped.
 */
export function parseIngredientLine(line: string): IngredientLine {
  let rest = line
    .trim()
    .replace(/^[-–—•*]\s*/, '')
    .trim();
  let quantity: string | undefined;

  const numeric = QUANTITY.exec(rest);
  if (numeric) {
    quantity = normaliseQuantity(numeric[1]!);
    rest = rest.slice(numeric[0].length).trim();
  } else {
    const word = /^(\p{L}+)\s+/u.exec(rest);
    const value = word ? NUMBER_WORDS[word[1]!.toLowerCase()] : undefined;
    if (word && value) {
      quantity = value;
      rest = rest.slice(word[0].length).trim();
    }
  }

  for (const [pattern, unit] of UNIT_ALIASES) {
    const match = pattern.exec(rest);
    if (match && AFTER_UNIT.test(rest.slice(match[0].length))) {
      const name = stripArticle(rest.slice(match[0].length).trim());
      if (name) return { quantity: quantity ?? '1', unit, name };
    }
  }

  const name = quantity
    ? rest
    : line
        .trim()
        .replace(/^[-–—•*]\s*/, '')
        .trim();
  return { quantity: quantity ?? '1', unit: 'unité', name: name || line.trim() };
}
