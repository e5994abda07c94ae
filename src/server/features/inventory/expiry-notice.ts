import { fridgeSuggestionsPath } from '../../../shared/recipes';
import { daysBetween } from '../../../shared/dates';

/** A fridge item the household is told about. */
export interface ExpiringItem {
  id: string;
  name: string;
  /** 'YYYY-MM-DD'. */
  expirationDate: string;
}

/** What a household member reads, in the app and in the morning mail. */
export interface ExpiryNotice {
  title: string;
  message: string;
  /** The suggestions page in fridge mode, ranked by these items. */
  link: string;
  /** One line per item for the mail: « Lait : expire demain ». */
  lines: string[];
}

/** Names shown in a sentence before « et N autres aliments ». */
const NAMES_SHOWN = 3;

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

/** Each name once (two cartons of « Lait » make one « Lait »), in the order given. */
function distinctNames(items: readonly ExpiringItem[]): string[] {
  const seen = new Map<string, string>();
  for (const item of items) {
    const name = item.name.trim();
    const key = name.toLocaleLowerCase('fr');
    if (name && !seen.has(key)) seen.set(key, name);
  }
  return [...seen.values()];
}

/**
 * « Lait », « Lait et Yaourts », « Lait, Beurre et Yaourts », « Lait, Beurre, Œufs et
 * 2 autres aliments »; `plural` says whether the verb that follows takes the plural.
 */
export function listNames(names: readonly string[]): { text: string; plural: boolean } {
  const shown = names.slice(0, NAMES_SHOWN);
  const others = names.length - shown.length;
  const parts =
    others > 0
      ? [...shown, `${others} ${others === 1 ? 'autre aliment' : 'autres aliments'}`]
      : shown;
  const text =
    parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
  return { text, plural: parts.length > 1 };
}

/** « Lait et Yaourts expirent bientôt. » — gender-free verbs: item names have no known gender. */
function sentence(items: readonly ExpiringItem[], singular: string, plural: string): string {
  const names = listNames(distinctNames(items));
  return `${capitalize(names.text)} ${names.plural ? plural : singular}.`;
}

const dayFormat = new Intl.DateTimeFormat('fr', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** « expire demain », « a expiré hier », « a expiré le vendredi 20 novembre ». */
export function expiryWhen(expirationDate: string, today: string): string {
  const days = daysBetween(today, expirationDate);
  if (days === -1) return 'a expiré hier';
  if (days < 0) return `a expiré le ${dayFormat.format(new Date(`${expirationDate}T00:00:00Z`))}`;
  if (days === 0) return 'expire aujourd’hui';
  if (days === 1) return 'expire demain';
  if (days === 2) return 'expire après-demain';
  return `expire le ${dayFormat.format(new Date(`${expirationDate}T00:00:00Z`))}`;
}

/**
 * One household's news of the day: the items that expire within two days (`soon`) and those
 * whose date has passed (`expired`). Null when there is nothing to say.
 */
export function expiryNotice(
  { soon, expired }: { soon: readonly ExpiringItem[]; expired: readonly ExpiringItem[] },
  today: string,
): ExpiryNotice | null {
  if (soon.length === 0 && expired.length === 0) return null;
  const sentences = [
    ...(soon.length > 0 ? [sentence(soon, 'expire bientôt', 'expirent bientôt')] : []),
    ...(expired.length > 0 ? [sentence(expired, 'a expiré', 'ont expiré')] : []),
  ];
  const items = [...soon, ...expired];
  return {
    title: soon.length > 0 ? 'À consommer rapidement' : 'Date dépassée dans votre frigo',
    message: sentences.join(' '),
    link: fridgeSuggestionsPath(items.map((item) => item.id)),
    lines: items.map(
      (item) => `${item.name.trim()}\u00a0: ${expiryWhen(item.expirationDate, today)}`,
    ),
  };
}
