// What the page reader and the text reader share: clean text, durations, servings, the dish
// type a category names, and the draft's bounds.
import { parse } from 'node-html-parser';
import type { DishType } from '../../../../shared/constants';
import { RECIPE_DRAFT_LIMITS, type RecipeDraft } from '../../../../shared/recipe-import';

/** Lower case, without accents nor surrounding punctuation: « Ingrédients : » → « ingredients ». */
export function keyOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
    .trim();
}

/** Runs of spaces collapsed into one (a lone no-break space kept, as typography puts it), trimmed. */
export function squash(text: string): string {
  return text
    .replace(/[\s\u200b]+/g, (run) => (run === '\u00a0' || run === '\u202f' ? run : ' '))
    .trim();
}

/** Text that may hold HTML (tags, entities: « Cr&egrave;me <b>fraîche</b> »), as plain text. */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return squash(value);
  return squash(parse(value.replace(/<br\s*\/?>/gi, ' ')).text);
}

/**
 * Text that may hold HTML, as its lines: `<br>`, paragraphs, list items and line breaks each
 * end one (a recipe's instructions given as one string).
 */
export function plainLines(value: string): string[] {
  const marked = value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|div|h\d)>/gi, '\n')
    .replace(/<(li|p)(\s[^>]*)?>/gi, '\n');
  const text = /[<&]/.test(marked) ? parse(marked).text : marked;
  return text
    .split(/\r?\n/)
    .map(squash)
    .filter((line) => line.length > 0);
}

/** A list marker at the start of a line: « - », « • », « 1. », « 2) », « Étape 3 : ». */
const LIST_MARKER =
  /^(?:[-*•·–—▪▫◦‣⁃►▶✓✔☐□>]+\s*|\(?\d{1,2}\s*[.):°/-](?!\d)\s*|[a-h]\)\s+|(?:etape|étape|step)\s*\d{1,2}\s*[:.)–-]?\s*)/i;

/** The line without its bullet or number. */
export function withoutMarker(line: string): string {
  return line.replace(LIST_MARKER, '').trim();
}

/** True when the line starts with a number marker (« 1. », « 2) », « Étape 3 »). */
export function isNumbered(line: string): boolean {
  return /^(?:\(?\d{1,2}\s*[.):°/-](?!\d)|(?:etape|étape|step)\s*\d)/i.test(line.trim());
}

/**
 * Minutes of an ISO 8601 duration (`PT1H15M`, `P0DT0H20M`, `PT90M`) or a French one (« 1 h 15 »,
 * « 20 min », « 1 heure 30 », « 45 minutes »); null when none is read or it is zero.
 */
export function minutesOf(value: unknown): number | null {
  if (typeof value === 'number') return value > 0 && value < 100_000 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso =
    /^P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(
      text,
    );
  if (iso && text.length > 1) {
    const [, d, h, m, s] = iso.map((part) => Number((part ?? '0').replace(',', '.')));
    return positive(d! * 1440 + h! * 60 + m! + s! / 60);
  }
  const key = keyOf(text);
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:heures?|hours?|hrs?|h)(?![a-z])\s*(\d{1,2})?/.exec(key);
  const minutes = /(\d+)\s*(?:minutes?|min|mn|m)(?![a-z])/.exec(key);
  if (hours) {
    const whole = Number(hours[1]!.replace(',', '.')) * 60;
    const extra = hours[2] ? Number(hours[2]) : minutes ? Number(minutes[1]) : 0;
    return positive(whole + extra);
  }
  if (minutes) return positive(Number(minutes[1]));
  return null;
}

function positive(minutes: number): number | null {
  const rounded = Math.round(minutes);
  return rounded > 0 && rounded < 100_000 ? rounded : null;
}

/**
 * Servings from a yield: « 4 personnes », « 6 parts », « Pour 4 », 4, ["4", "4 personnes"],
 * « 4-6 personnes » (the first). Null when no number is read.
 */
export function servingsOf(value: unknown): number | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = servingsOf(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'number') return value >= 1 && value <= 100 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const number = /(\d{1,3})/.exec(value);
  if (!number) return null;
  const servings = Number(number[1]);
  return servings >= 1 && servings <= 100 ? servings : null;
}

const DISH_TYPE_WORDS: [RegExp, DishType][] = [
  [/\bamuse[- ]?(bouche|gueule)s?\b/, 'amuse-bouche'],
  [/\b(aperitif|aperitifs|apero|aperos|finger food|tapas)\b/, 'apéro'],
  [/\b(boissons?|cocktails?|drinks?|beverages?|smoothies?|mocktails?)\b/, 'boisson'],
  [/\b(entrees?|starters?|appetizers?|hors d ?oeuvres?)\b/, 'entrée'],
  [/\b(desserts?|patisseries?|gateaux|gateau|douceurs?|sucrees?|sucres?)\b/, 'dessert'],
  [/\b(plats?( principal| principaux)?|main (course|dish)e?s?|mets principal)\b/, 'plat'],
];

/** The dish type a category names, when it is obvious (« Dessert », « Plat principal »). */
export function dishTypeOf(categories: readonly string[]): DishType | null {
  for (const category of categories) {
    const key = keyOf(category).replace(/[-_]/g, ' ').replace(/\s+/g, ' ');
    for (const [pattern, type] of DISH_TYPE_WORDS) if (pattern.test(key)) return type;
  }
  return null;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function lines(values: readonly string[], max: number): string[] {
  return values
    .map((value) => clip(squash(value), RECIPE_DRAFT_LIMITS.line))
    .filter((value) => value.length > 0)
    .slice(0, max);
}

/** An absolute http(s) address, resolved against the page's; null otherwise. */
export function httpUrl(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length <= RECIPE_DRAFT_LIMITS.url ? url.href : null;
  } catch {
    return null;
  }
}

/** The draft within its bounds: texts clipped, lists cut, tags unique (case and accents aside). */
export function boundedDraft(draft: RecipeDraft): RecipeDraft {
  const seen = new Set<string>();
  const tags = lines(draft.tags, Number.MAX_SAFE_INTEGER)
    .map((tag) => clip(tag, RECIPE_DRAFT_LIMITS.tag))
    .filter((tag) => {
      const key = keyOf(tag);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, RECIPE_DRAFT_LIMITS.tags);
  const total =
    draft.totalMinutes ??
    (draft.prepMinutes !== null || draft.cookMinutes !== null
      ? (draft.prepMinutes ?? 0) + (draft.cookMinutes ?? 0)
      : null);
  return {
    ...draft,
    title: clip(squash(draft.title), RECIPE_DRAFT_LIMITS.title),
    description: clip(squash(draft.description), RECIPE_DRAFT_LIMITS.description),
    totalMinutes: total,
    ingredientLines: lines(draft.ingredientLines, RECIPE_DRAFT_LIMITS.ingredientLines),
    steps: lines(draft.steps, RECIPE_DRAFT_LIMITS.steps),
    tags,
  };
}
