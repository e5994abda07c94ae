import { CakeSlice, Cookie, CupSoda, Salad, UtensilsCrossed, Wine } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { DishType } from '../../shared/constants';

const ICONS: Record<DishType, LucideIcon> = {
  boisson: CupSoda,
  apéro: Wine,
  'amuse-bouche': Cookie,
  entrée: Salad,
  plat: UtensilsCrossed,
  dessert: CakeSlice,
};

const COLOURS: Record<DishType, string> = {
  boisson: 'bg-herb-100 text-herb-700 dark:bg-herb-900 dark:text-herb-300',
  apéro: 'bg-tomato-100 text-tomato-700 dark:bg-tomato-900 dark:text-tomato-300',
  'amuse-bouche': 'bg-saffron-100 text-saffron-700 dark:bg-saffron-900 dark:text-saffron-300',
  entrée: 'bg-herb-50 text-herb-600 dark:bg-herb-900 dark:text-herb-400',
  plat: 'bg-tomato-50 text-tomato-600 dark:bg-tomato-900 dark:text-tomato-400',
  dessert: 'bg-saffron-50 text-saffron-700 dark:bg-saffron-900 dark:text-saffron-400',
};

/** The dish type's own icon on its own colour (decorative: the type is written beside it). */
export function DishIcon({ type, className }: { type: DishType; className?: string }) {
  const Icon = ICONS[type];
  return (
    <span
      aria-hidden="true"
      data-dish-type={type}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-2xl ${COLOURS[type]} ${className ?? ''}`}
    >
      <Icon className="size-5" />
    </span>
  );
}
