import { Leaf, ShoppingCart, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { t } from './texts';

const CHIPS: { key: 'household' | 'shopping' | 'waste'; Icon: LucideIcon; tone: string }[] = [
  { key: 'household', Icon: Users, tone: 'bg-primary-soft text-primary' },
  { key: 'shopping', Icon: ShoppingCart, tone: 'bg-saffron-50 text-warning dark:bg-saffron-900' },
  { key: 'waste', Icon: Leaf, tone: 'bg-success-soft text-success' },
];

/** The three promises shown right under the hero. */
export function HighlightChips() {
  return (
    <ul
      aria-label={t('hero.chipsLabel')}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center lg:justify-start"
    >
      {CHIPS.map(({ key, Icon, tone }) => (
        <li
          key={key}
          className="inline-flex items-center gap-3 rounded-full border border-border bg-surface-raised py-2 pr-5 pl-2 text-sm font-semibold text-fg shadow-sm sm:text-base"
        >
          <span
            className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          {t(`hero.chips.${key}`)}
        </li>
      ))}
    </ul>
  );
}
