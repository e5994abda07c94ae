import { useTranslation } from 'react-i18next';
import { Printer, Share2 } from 'lucide-react';
import type { Aisle } from '../../../../shared/food/types';
import { Button } from '../../../components/ui/button';
import { shoppingListText } from '../lib/list-text';
import type { ShoppingItem } from '../lib/shopping';

/** A share the user closed without choosing where: nothing went wrong. */
function isCancelled(error: unknown): boolean {
  // A DOMException, which is not an Error in every realm (jsdom's): its name is what counts.
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/**
 * « Partager la liste » and « Imprimer ». Sharing sends what is left to buy, by aisle, through
 * the device's share sheet (Web Share API); where there is none, or it refuses, the text goes to
 * the clipboard. The whole list is shared, whatever the search field filters on screen.
 */
export function ListActions({
  items,
  disabled,
  onCopied,
  onError,
}: {
  items: readonly ShoppingItem[];
  /** Nothing left to buy: everything is ticked. */
  disabled: boolean;
  onCopied: (message: string) => void;
  onError: (message: string | null) => void;
}) {
  const { t: text } = useTranslation('shopping');

  const share = async () => {
    onError(null);
    const title = text('share.title');
    const body = shoppingListText(items, {
      title,
      nothingToBuy: text('share.nothingToBuy'),
      aisleName: (aisle: Aisle) => text(`aisles.${aisle}`),
    });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: body });
        return;
      } catch (error) {
        if (isCancelled(error)) return;
        // Refused (no user gesture left, a policy, a text too long): the clipboard next.
      }
    }
    try {
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard');
      await navigator.clipboard.writeText(body);
      onCopied(text('share.copied'));
    } catch {
      onError(text('share.error'));
    }
  };

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="secondary" disabled={disabled} onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        {text('share.button')}
      </Button>
      <Button variant="secondary" disabled={disabled} onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {text('print.button')}
      </Button>
    </div>
  );
}
