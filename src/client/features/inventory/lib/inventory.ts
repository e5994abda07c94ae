import {
  formatFridgeQuantity,
  parseFridgeQuantity,
  type InventoryItem,
} from '../../../../shared/inventory';
import { unitWord } from '../../../../shared/quantity-text';

export type { InventoryItem };

export const SHELF_COUNT = 5;

/** The shelf (0–4) an item sits on: a stable FNV-1a hash of its id, modulo 5. */
export function shelfOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SHELF_COUNT;
}

/** 'YYYY-MM-DD' as a local date (midnight), so the day does not shift with the time zone. */
export function parseIsoDate(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Whether the expiry date is before today. */
export function isExpired(expirationDate: string, today: Date = new Date()): boolean {
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return parseIsoDate(expirationDate).getTime() < startOfToday.getTime();
}

/** How many days from today to the expiry date: −1 yesterday, 0 today, 2 the day after tomorrow. */
export function daysUntil(expirationDate: string, today: Date = new Date()): number {
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((parseIsoDate(expirationDate).getTime() - startOfToday.getTime()) / 86_400_000);
}

/** What an item's badge says in « À consommer en premier ». */
export type Urgency = 'expired' | 'today' | 'tomorrow' | 'inTwoDays';

/** The days an item shows in « À consommer en premier »: expired, or expiring within two days. */
export const URGENT_DAYS = 2;

export function urgencyOf(expirationDate: string, today: Date = new Date()): Urgency | null {
  const days = daysUntil(expirationDate, today);
  if (days < 0) return 'expired';
  return (['today', 'tomorrow', 'inTwoDays'] as const)[days] ?? null;
}

/**
 * « À consommer en premier »: the items of every shelf that expired or expire within two days,
 * most urgent first (the oldest date first; the same date by name).
 */
export function urgentItems(
  items: readonly InventoryItem[],
  today: Date = new Date(),
): { item: InventoryItem; urgency: Urgency }[] {
  return items
    .flatMap((item) => {
      const urgency = item.expirationDate ? urgencyOf(item.expirationDate, today) : null;
      return urgency ? [{ item, urgency }] : [];
    })
    .sort(
      (a, b) =>
        (a.item.expirationDate ?? '').localeCompare(b.item.expirationDate ?? '') ||
        a.item.name.localeCompare(b.item.name, 'fr'),
    );
}

/** The items on each of the five shelves, in list order. */
export function toShelves(items: InventoryItem[]): InventoryItem[][] {
  const shelves: InventoryItem[][] = Array.from({ length: SHELF_COUNT }, () => []);
  for (const item of items) shelves[shelfOf(item.id)]?.push(item);
  return shelves;
}

/**
 * What the quantity field says (« 0,5 », « 1,5 », « 2 »): the number, `fallback` when it is
 * empty, or null when it is not a fridge quantity (« abc », 0, 1,234, more than 9 999).
 */
export function readQuantityField(value: string, fallback: number): number | null {
  return value.trim() === '' ? fallback : parseFridgeQuantity(value);
}

/** A fridge quantity as the fridge shows it: « 0,5 l », « 1,5 kg », « 2 pincées », « 6 » for pieces. */
export function quantityLabel(item: Pick<InventoryItem, 'quantity' | 'unit'>): string {
  const quantity = formatFridgeQuantity(item.quantity);
  // « unité » counts pieces: '6 · Fruits et Légumes', as the shopping list does.
  // The unit agrees like every quantity Popote writes (« 2 pincées », decision 0025).
  const unit = unitWord({ amount: item.quantity, unit: item.unit });
  return item.unit === 'unité' ? quantity : `${quantity}\u00a0${unit}`;
}
