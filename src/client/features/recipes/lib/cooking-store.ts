import { useSyncExternalStore } from 'react';
import type { DishType } from '../../../../shared/constants';

/** The recipe « Mode cuisine » cooks: its lines for `servings`, its steps. */
export interface CookingRecipe {
  id: string;
  title: string;
  type: DishType;
  servings: number;
  ingredients: string[];
  instructions: string[];
}

/** A running timer: its end is stored, so it keeps counting through a reload. */
export interface CookingTimer {
  id: string;
  /** Named after its step: « Étape 3 · 35 min ». */
  name: string;
  recipeTitle: string;
  /** The step it was started from (0-based). */
  step: number;
  seconds: number;
  /** Epoch milliseconds. */
  endsAt: number;
  /** Set once it has rung (sound, vibration, notification): it rings once. */
  rang: boolean;
}

/** The last cooking session, so « Minuteurs en cours » can open it again after a reload. */
export interface CookingSession {
  recipe: CookingRecipe;
  portions: number;
  step: number;
}

interface CookingState {
  session: CookingSession | null;
  timers: CookingTimer[];
}

const KEY = 'popote.cuisine';
/** At most this many timers run at once (a cook has two hands and four burners). */
export const MAX_TIMERS = 8;
const EMPTY: CookingState = { session: null, timers: [] };

let state: CookingState = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function isTimer(value: unknown): value is CookingTimer {
  const timer = value as Partial<CookingTimer> | null;
  return (
    typeof timer?.id === 'string' &&
    typeof timer.name === 'string' &&
    typeof timer.recipeTitle === 'string' &&
    typeof timer.step === 'number' &&
    typeof timer.seconds === 'number' &&
    typeof timer.endsAt === 'number' &&
    Number.isFinite(timer.endsAt) &&
    typeof timer.rang === 'boolean'
  );
}

function isSession(value: unknown): value is CookingSession {
  const session = value as Partial<CookingSession> | null;
  const recipe = session?.recipe as Partial<CookingRecipe> | undefined;
  return (
    typeof session?.portions === 'number' &&
    typeof session.step === 'number' &&
    typeof recipe?.id === 'string' &&
    typeof recipe.title === 'string' &&
    typeof recipe.servings === 'number' &&
    Array.isArray(recipe.ingredients) &&
    Array.isArray(recipe.instructions)
  );
}

/** What the browser kept; anything it cannot read is forgotten (another version, a hand edit). */
function read(): CookingState {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<CookingState> | null;
    return {
      session: isSession(raw?.session) ? raw.session : null,
      timers: Array.isArray(raw?.timers) ? raw.timers.filter(isTimer).slice(0, MAX_TIMERS) : [],
    };
  } catch {
    return EMPTY;
  }
}

function current(): CookingState {
  if (!loaded && typeof localStorage !== 'undefined') {
    state = read();
    loaded = true;
  }
  return state;
}

function write(next: CookingState) {
  state = next;
  loaded = true;
  try {
    if (next.session === null && next.timers.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the timers still run in this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab started or stopped a timer.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY && event.key !== null) return;
    state = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The timers and the last session, kept in step with the storage. */
export function useCookingState(): CookingState {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}

export function saveSession(session: CookingSession | null) {
  write({ ...current(), session });
}

/** Starts a timer for `seconds` from now; false when MAX_TIMERS already run. */
export function startTimer(timer: Omit<CookingTimer, 'id' | 'endsAt' | 'rang'>, now = Date.now()) {
  const { timers } = current();
  if (timers.length >= MAX_TIMERS) return false;
  const id = `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  write({
    ...current(),
    timers: [...timers, { ...timer, id, endsAt: now + timer.seconds * 1000, rang: false }],
  });
  return true;
}

export function stopTimer(id: string) {
  write({ ...current(), timers: current().timers.filter((timer) => timer.id !== id) });
}

/** Marks the timers that ended as rung; answers those that had not rung yet. */
export function takeEnded(now = Date.now()): CookingTimer[] {
  const ended = current().timers.filter((timer) => !timer.rang && timer.endsAt <= now);
  if (ended.length === 0) return [];
  const ids = new Set(ended.map((timer) => timer.id));
  write({
    ...current(),
    timers: current().timers.map((timer) => (ids.has(timer.id) ? { ...timer, rang: true } : timer)),
  });
  return ended;
}

/** For tests: forget what was read, so the next read comes from the storage. */
export function resetCookingStore() {
  state = EMPTY;
  loaded = false;
}
