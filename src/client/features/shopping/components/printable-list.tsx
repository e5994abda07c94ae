import { useTranslation } from 'react-i18next';
import type { Aisle } from '../../../../shared/food/types';
import { toBuyByAisle } from '../lib/list-text';
import type { ShoppingItem } from '../lib/shopping';

/**
 * The list on paper, and only on paper (hidden on screen): the aisles as headings, each line
 * with an empty square to tick with a pen, black on white, compact to fit one page.
 *
 * Ticked rows are left out, not struck through: they are in the basket already, and the paper
 * then says the same as « Partager la liste » (what is left to buy), with room for more lines.
 */
export function PrintableList({
  items,
  order,
}: {
  items: readonly ShoppingItem[];
  /** The chosen shop's aisle order; Popote's by default. */
  order?: readonly Aisle[] | undefined;
}) {
  const { t: text } = useTranslation('shopping');
  const sections = toBuyByAisle(items, (aisle: Aisle) => text(`aisles.${aisle}`), order);
  return (
    <div className="hidden text-black print:block" data-testid="printable-list">
      <h1 className="mb-3 text-xl font-bold">{text('print.heading')}</h1>
      {sections.length === 0 ? (
        <p className="text-sm">{text('print.nothingToBuy')}</p>
      ) : (
        <div className="columns-2 gap-8 text-sm leading-snug">
          {sections.map((section) => (
            <section key={section.aisle} className="mb-3 break-inside-avoid">
              <h2 className="mb-1 border-b border-black text-base font-bold">{section.heading}</h2>
              <ul>
                {section.lines.map((line, index) => (
                  <li key={index} className="flex items-baseline gap-2 py-0.5">
                    <span
                      aria-hidden="true"
                      className="inline-block size-3 shrink-0 translate-y-0.5 border border-black"
                    />
                    {line}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
