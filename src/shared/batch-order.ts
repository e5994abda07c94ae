// « Ordre de cuisson » of a batch-cooking session (decision 0036): the steps of every dish in
// one numbered order, computed from the recipes' own steps. Each step is read for what it asks
// of the cook: chopping (« Hachez… »), an active step at the stove, or a step that runs on its
// own for a while (oven, simmering, resting, chilling: « laissez mijoter 60 minutes »). Then:
// the chopping of every dish together first; the dish with the longest way still to go is
// served first whenever the cook is free (so the long oven, simmering and cold desserts start
// early); the other dishes' active steps are done while something cooks (« pendant que les
// lasagnes mijotent »); the oven is preheated once, at the highest temperature the dishes
// need, a quarter of an hour before it is first needed.
import { stepTimers } from './step-timers';

export interface BatchDish {
  id: string;
  title: string;
  steps: readonly string[];
}

/** What runs on its own: in the oven, on a low heat, resting (fridge, dough, marinade), boiling. */
export type PassiveKind = 'oven' | 'simmer' | 'rest' | 'cook';

export type BatchStepKind = 'preheat' | 'prep' | 'active' | 'passive';

export interface BatchStepSource {
  dishId: string;
  /** The step's index in its recipe. */
  index: number;
}

export interface BatchStep {
  /** 1, 2, 3… */
  number: number;
  kind: BatchStepKind;
  /** The dishes the step is for: one, or every dish baked for the shared preheating. */
  dishes: { id: string; title: string }[];
  /** The recipe steps it is made of (one; the preheating ones for the shared preheating). */
  sources: BatchStepSource[];
  /** The step as its recipe writes it, its preheating taken out; '' for the shared preheating. */
  text: string;
  /**
   * The shared preheating: its temperature (°C). An oven step: the temperature its recipe asks
   * when it is lower than the shared preheating's (« four à 180 °C »); null otherwise.
   */
  temperature: number | null;
  /** For the shared preheating: what the recipes add (« avec une plaque à l’intérieur »). */
  notes: string[];
  /** A step that then runs on its own: what and for how long. */
  passive: { kind: PassiveKind; minutes: number } | null;
  /** A step done while another dish runs on its own (the one the cook started last). */
  during: { dishTitle: string; kind: PassiveKind } | null;
  /** Minutes from the start of the session (an estimate). */
  at: number;
}

export interface BatchOrder {
  steps: BatchStep[];
  /** Minutes from the first step to the last dish ready (an estimate). */
  totalMinutes: number;
}

/** How long the oven takes to heat. */
const PREHEAT_MINUTES = 15;
/** A step without a duration asks this much of the cook. */
const DEFAULT_ACTIVE_MINUTES = 5;
/** Putting a dish in the oven, covering a pot: the active part of a passive step. */
const HANDLING_MINUTES = 3;
/** Below this, waiting is part of the step (« laissez épaissir 5 minutes »). */
const PASSIVE_MIN_MINUTES = 10;
/** A grill without a temperature: as hot as the oven goes. */
const GRILL_TEMPERATURE = 250;

const PREHEAT =
  /pr[ée]chauffe[rz]?\s+(?:le\s+)?four(?:\s+en\s+position\s+gril)?(?:\s+(?:à|a)\s+(\d{2,3})\s*°\s*C?)?(?:\s+en\s+position\s+gril)?(?:\s*\([^)]*\))?/iu;
const PREHEAT_BEFORE = /(?:\s*[,;]\s*(?:puis\s+|et\s+)?|\s+(?:et|puis)\s+)$/iu;
const LEADING_LINK = /^\s*(?:[,;.]\s*)?(?:(?:et|puis)\s+)?/iu;
const TEMPERATURE = /(\d{2,3})\s*°\s*C/u;

const CUTTING =
  /^(?:épluchez|pelez|lavez|rincez|hachez|émincez|coupez|ciselez|taillez|râpez|détaillez|tranchez|effeuillez|équeutez|concassez|dénoyautez|épépinez|zestez|écrasez|égrappez|effilez|nettoyez|lavez|parez|écossez|essorez)\b/iu;
const HEAT =
  /cuire|cuisson|revenir|chauff|dorer|fondre|poêle|casserole|sauteuse|wok|four|bouill|frire|griller|rôtir|mijot|blanchi|saisi/iu;
const OVEN = /\bfour\b|enfourn|au gril|sous le gril|gratiner/iu;
const SIMMER = /mijot|frémi|feu doux|petit feu|à couvert|couvrez/iu;
const REST =
  /repos|réfrigérateur|frigo|au frais|mariner|marinade|refroidir|tiédir|lever|pousser|congélateur|infuser|prendre au frais|égoutter une nuit/iu;
const COOK = /cuire|cuisson|bouillante|blanchi|rôtir|gratin|dorer au four/iu;
const STIRRING = /en remuant|remuez sans|sans cesse|en fouettant|en tournant/iu;
const PAN = /casserole|poêle|sauteuse|wok|faitout|cocotte|eau bouillante|feu|frémi|bain-marie/iu;
const OVERNIGHT = /une nuit|toute la nuit|la veille/iu;

interface ReadStep {
  index: number;
  text: string;
  kind: 'prep' | 'active' | 'passive';
  active: number;
  passive: { kind: PassiveKind; minutes: number } | null;
  temperature: number | null;
  /** Its preheating was taken out into the shared one (the oven is needed from here). */
  heated: boolean;
}

interface ReadDish {
  dish: BatchDish;
  /** Steps that were only the preheating (merged into the shared one). */
  preheat: { index: number; temperature: number; note: string | null }[];
  steps: ReadStep[];
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

/** The step without its preheating clause: the rest, and what the clause said. */
function withoutPreheat(text: string): {
  rest: string;
  temperature: number | null;
  note: string | null;
} | null {
  const match = PREHEAT.exec(text);
  if (!match) return null;
  const temperature = match[1]
    ? Number(match[1])
    : /gril/iu.test(match[0])
      ? GRILL_TEMPERATURE
      : null;
  const before = text.slice(0, match.index).replace(PREHEAT_BEFORE, '');
  let after = text.slice(match.index + match[0].length);
  let note: string | null = null;
  // « … avec une plaque à l’intérieur »: said of the preheating itself.
  const detail = /^\s+(avec\s[^,.;]*|en position gril)/iu.exec(after);
  if (detail) {
    note = detail[1]!.trim();
    after = after.slice(detail[0].length);
  }
  after = after.replace(LEADING_LINK, '');
  const parts = [before.trim(), after.trim()].filter(
    (part) => part.replace(/[\s.,;]/gu, '') !== '',
  );
  const rest =
    parts.length === 0
      ? ''
      : capitalise(
          parts
            .join(parts[0]!.endsWith('.') ? ' ' : ', ')
            .replace(/\s+([,.;])/gu, '$1')
            .trim(),
        );
  return { rest: rest && !/[.!?]$/u.test(rest) ? `${rest}.` : rest, temperature, note };
}

/** What a step asks of the cook, and what then runs on its own. */
function readStep(
  index: number,
  text: string,
  ovenDish: boolean,
): Omit<ReadStep, 'heated' | 'temperature'> & { temperature: number | null } {
  const timers = stepTimers(text).map((timer) => timer.seconds / 60);
  const long = timers.filter((minutes) => minutes >= PASSIVE_MIN_MINUTES);
  const short = timers.filter((minutes) => minutes < PASSIVE_MIN_MINUTES);
  const overnight = OVERNIGHT.test(text) ? 8 * 60 : 0;
  const oven = OVEN.test(text) || (ovenDish && COOK.test(text) && !PAN.test(text));
  // « cuire 45 minutes et laisser reposer 10 minutes » adds up; « 1 heure à 1 heure 15 » does not.
  const adds = REST.test(text) && (oven || SIMMER.test(text) || COOK.test(text));
  const waiting =
    (adds ? long.reduce((sum, minutes) => sum + minutes, 0) : Math.max(0, ...long)) + overnight;
  const kind: PassiveKind | null = STIRRING.test(text)
    ? null
    : oven
      ? 'oven'
      : SIMMER.test(text)
        ? 'simmer'
        : REST.test(text)
          ? 'rest'
          : COOK.test(text)
            ? 'cook'
            : null;
  const temperatureMatch = TEMPERATURE.exec(text);
  const temperature = oven && temperatureMatch ? Number(temperatureMatch[1]) : null;
  if (kind && waiting >= PASSIVE_MIN_MINUTES) {
    return {
      index,
      text,
      kind: 'passive',
      active: short.reduce((sum, minutes) => sum + minutes, 0) + HANDLING_MINUTES,
      passive: { kind, minutes: Math.round(waiting) },
      temperature,
    };
  }
  const active = Math.min(
    timers.length > 0 ? timers.reduce((sum, minutes) => sum + minutes, 0) : DEFAULT_ACTIVE_MINUTES,
    60,
  );
  return {
    index,
    text,
    kind: CUTTING.test(text.trim()) && !HEAT.test(text) ? 'prep' : 'active',
    active: Math.max(1, Math.round(active)),
    passive: null,
    temperature,
  };
}

function readDish(dish: BatchDish): ReadDish {
  const ovenDish = dish.steps.some((step) => PREHEAT.test(step) || OVEN.test(step));
  const preheat: ReadDish['preheat'] = [];
  const steps: ReadStep[] = [];
  dish.steps.forEach((text, index) => {
    const stripped = withoutPreheat(text);
    if (stripped && stripped.temperature !== null) {
      if (stripped.rest === '') {
        preheat.push({ index, temperature: stripped.temperature, note: stripped.note });
        return;
      }
      preheat.push({ index: -1, temperature: stripped.temperature, note: stripped.note });
      steps.push({ ...readStep(index, stripped.rest, ovenDish), heated: true });
      return;
    }
    steps.push({ ...readStep(index, text, ovenDish), heated: false });
  });
  // The oven steps' own temperature: the one their recipe preheated to.
  const own = preheat[0]?.temperature ?? null;
  for (const step of steps) {
    if (step.temperature === null && (step.heated || step.passive?.kind === 'oven')) {
      step.temperature = own;
    }
  }
  return { dish, preheat, steps };
}

const pathOf = (steps: readonly ReadStep[]) =>
  steps.reduce((sum, step) => sum + step.active + (step.passive?.minutes ?? 0), 0);

/**
 * The session's steps in one order. Every recipe step appears once: on its own, or — when it
 * only preheats the oven — in the one shared preheating; each dish's steps keep their order.
 */
export function batchOrder(dishes: readonly BatchDish[]): BatchOrder {
  const read = dishes.map(readDish);
  // The longest way first: its chopping and its steps come first when the cook chooses.
  const byLength = [...read].sort((a, b) => pathOf(b.steps) - pathOf(a.steps));
  type Planned = Omit<BatchStep, 'number'>;
  const planned: Planned[] = [];
  const running: { title: string; kind: PassiveKind; from: number; to: number }[] = [];
  let clock = 0;

  const during = (at: number) => {
    // What the cook just started, the oven or the pot before a resting dessert.
    const current = running
      .filter((run) => run.from <= at && at < run.to)
      .sort((a, b) => Number(a.kind === 'rest') - Number(b.kind === 'rest') || b.from - a.from);
    const first = current[0];
    return first ? { dishTitle: first.title, kind: first.kind } : null;
  };
  const place = (entry: ReadDish, step: ReadStep) => {
    const at = clock;
    planned.push({
      kind: step.kind,
      dishes: [{ id: entry.dish.id, title: entry.dish.title }],
      sources: [{ dishId: entry.dish.id, index: step.index }],
      text: step.text,
      temperature: step.temperature,
      notes: [],
      passive: step.passive,
      during: during(at),
      at,
    });
    clock += step.active;
    if (step.passive) {
      running.push({
        title: entry.dish.title,
        kind: step.passive.kind,
        from: clock,
        to: clock + step.passive.minutes,
      });
    }
  };

  // The chopping first, every dish's together: the steps each recipe opens with.
  const next = new Map<ReadDish, number>();
  for (const entry of byLength) {
    let index = 0;
    while (entry.steps[index]?.kind === 'prep') {
      place(entry, entry.steps[index]!);
      index += 1;
    }
    next.set(entry, index);
  }

  // Then, whenever the cook is free, the ready dish with the longest way still to go.
  const readyAt = new Map<ReadDish, number>(byLength.map((entry) => [entry, clock]));
  for (;;) {
    const left = byLength.filter((entry) => next.get(entry)! < entry.steps.length);
    if (left.length === 0) break;
    const ready = left.filter((entry) => readyAt.get(entry)! <= clock);
    if (ready.length === 0) {
      clock = Math.min(...left.map((entry) => readyAt.get(entry)!));
      continue;
    }
    const remaining = (entry: ReadDish) => pathOf(entry.steps.slice(next.get(entry)));
    const chosen = ready.reduce((best, entry) =>
      remaining(entry) > remaining(best) ? entry : best,
    );
    const step = chosen.steps[next.get(chosen)!]!;
    place(chosen, step);
    next.set(chosen, next.get(chosen)! + 1);
    readyAt.set(chosen, clock + (step.passive?.minutes ?? 0));
  }
  const end = Math.max(clock, ...running.map((run) => run.to));

  // The shared preheating: at the highest temperature, a quarter of an hour before the oven is
  // first needed (at once when that is sooner).
  const baked = read.filter((entry) => entry.preheat.length > 0);
  if (baked.length > 0) {
    const temperature = Math.max(
      ...baked.flatMap((entry) => entry.preheat.map((heat) => heat.temperature)),
    );
    // The first step that goes into the hot oven (or whose preheating was taken out of it).
    const needed = planned.findIndex((entry) => {
      const dish = read.find((one) => one.dish.id === entry.dishes[0]!.id)!;
      const step = dish.steps.find((one) => one.index === entry.sources[0]!.index);
      if (dish.preheat.length === 0 || !step) return false;
      return step.heated || step.passive?.kind === 'oven';
    });
    const ovenAt = needed === -1 ? 0 : planned[needed]!.at;
    let position = planned.findIndex((entry) => entry.at > ovenAt - PREHEAT_MINUTES);
    if (position === -1 || (needed !== -1 && position > needed)) position = Math.max(needed, 0);
    planned.splice(position, 0, {
      kind: 'preheat',
      dishes: baked.map((entry) => ({ id: entry.dish.id, title: entry.dish.title })),
      sources: baked.flatMap((entry) =>
        entry.preheat
          .filter((heat) => heat.index >= 0)
          .map((heat) => ({ dishId: entry.dish.id, index: heat.index })),
      ),
      text: '',
      temperature,
      notes: [
        ...new Set(baked.flatMap((entry) => entry.preheat.flatMap((heat) => heat.note ?? []))),
      ],
      passive: { kind: 'oven', minutes: PREHEAT_MINUTES },
      during: null,
      at: Math.max(0, ovenAt - PREHEAT_MINUTES),
    });
    // An oven step at the shared temperature needs no word about it.
    for (const entry of planned) {
      if (entry.kind !== 'preheat' && entry.temperature === temperature) entry.temperature = null;
    }
  }

  return {
    steps: planned.map((entry, index) => ({ ...entry, number: index + 1 })),
    totalMinutes: Math.round(end),
  };
}
