/**
 * The durations a recipe step names, for « Lancer un minuteur » in « Mode cuisine » (decision
 * 0024): « 10 minutes », « 1 h 15 », « 1 heure 15 », « 2 heures 30 », « 30 à 35 min » (the
 * upper bound of a range: the cook checks at the end), « une heure », « trois minutes »,
 * « une demi-heure », « 30 secondes ». Durations without a number (« quelques minutes »), in
 * days or nights (« une nuit », « 2 jours ») are not timers: nobody keeps the phone on for them.
 */

export interface StepTimer {
  /** The words of the step that name the duration, as written: « 30 à 35 minutes ». */
  label: string;
  /** How long the timer runs, in seconds (the upper bound of a range). */
  seconds: number;
}

/** The longest timer offered: beyond a day it is a plan, not a timer. */
export const STEP_TIMER_MAX_SECONDS = 24 * 3600;

const WORD_NUMBERS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
};

const NUMBER = `(?:\\d+(?:[,.]\\d+)?|${Object.keys(WORD_NUMBERS).join('|')})`;
const UNIT = '(?:secondes?|sec|minutes?|min|mn|heures?|h)';
const SPACE = '[\\s\\u00a0\\u202f]*';
// « 1 h 15 », « 1 heure 15 », « 2 heures 30 min »: minutes after the hours, not a quantity.
const TAIL_MINUTES = `(?:${SPACE}(\\d{1,2})(?:${SPACE}(?:minutes?|min|mn)(?![\\p{L}]))?(?!\\d|[,.]\\d|${SPACE}(?:(?:g|kg|ml|cl|l|cm|mm|personnes?)(?![\\p{L}])|[°%])))?`;

const DURATION = new RegExp(
  `(?<![\\p{L}\\d,.])((${NUMBER})(?:${SPACE}(?:à|-|–|ou)${SPACE}(${NUMBER}))?${SPACE}(${UNIT})(?![\\p{L}]))${TAIL_MINUTES}`,
  'giu',
);
const HALF_HOUR = /(?<![\p{L}])une\s+demi-heure(?![\p{L}])/giu;
const QUARTER_HOUR = /(?<![\p{L}])(un|trois)\s+quarts?\s+d[’']heure(?![\p{L}])/giu;

function numberOf(text: string): number {
  const word = WORD_NUMBERS[text.toLowerCase()];
  return word ?? Number(text.replace(',', '.'));
}

function secondsPer(unit: string): number {
  const lower = unit.toLowerCase();
  if (lower.startsWith('s')) return 1;
  if (lower.startsWith('h')) return 3600;
  return 60;
}

/** Every duration the step names, in the order it names them; none when it names none. */
export function stepTimers(step: string): StepTimer[] {
  const found: Array<StepTimer & { index: number }> = [];
  for (const match of step.matchAll(DURATION)) {
    const [whole, main, first, second, unit, tail] = match;
    const amount = numberOf(second ?? first!);
    const perUnit = secondsPer(unit!);
    // « 1 h 15 »: minutes only after hours, below 60; « 10 minutes 2 » keeps « 10 minutes ».
    const hourTail = tail !== undefined && perUnit === 3600 && Number(tail) < 60;
    const label = hourTail ? whole : main!;
    const seconds = Math.round(amount * perUnit + (hourTail ? Number(tail) * 60 : 0));
    if (!(seconds > 0) || seconds > STEP_TIMER_MAX_SECONDS) continue;
    found.push({ label, seconds, index: match.index });
  }
  for (const match of step.matchAll(HALF_HOUR)) {
    found.push({ label: match[0], seconds: 1800, index: match.index });
  }
  for (const match of step.matchAll(QUARTER_HOUR)) {
    const quarters = match[1]!.toLowerCase() === 'trois' ? 3 : 1;
    found.push({ label: match[0], seconds: quarters * 900, index: match.index });
  }
  return found.sort((a, b) => a.index - b.index).map(({ label, seconds }) => ({ label, seconds }));
}

/** A duration as a cook reads it on a timer: « 9:05 », « 1:15:00 ». */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** A duration in French words, for a button and a screen reader: « 1 h 15 », « 35 min », « 30 s ». */
export function describeDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0)
    return minutes > 0 ? `${hours} h ${String(minutes).padStart(2, '0')}` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}
