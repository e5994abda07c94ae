import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useRestoreUndo, type UndoToasts } from '../../../lib/use-restore-undo';
import type { ShoppingItem } from '../lib/shopping';
import { restoreShoppingItems } from './shopping-items';

/** « Annuler » after rows left the list (lib/use-restore-undo.ts), offline included. */
export function useListUndo(toasts: UndoToasts) {
  const { t: text } = useTranslation('shopping');
  const queryClient = useQueryClient();
  return useRestoreUndo<ShoppingItem>({
    queryKey: QUERY_KEYS.shoppingItems,
    restore: (items) => restoreShoppingItems(queryClient, items),
    texts: {
      undo: text('undo'),
      restored: (count) => text('restored', { count }),
      error: text('restoreError'),
    },
    toasts,
  });
}
