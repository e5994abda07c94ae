import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useRestoreUndo, type UndoToasts } from '../../../lib/use-restore-undo';
import type { InventoryItem } from '../lib/inventory';
import { restoreInventoryItems } from './inventory-items';

/** « Annuler » after a fridge item is deleted (lib/use-restore-undo.ts), offline included. */
export function useFridgeUndo(toasts: UndoToasts) {
  const { t: text } = useTranslation('inventory');
  const queryClient = useQueryClient();
  return useRestoreUndo<InventoryItem>({
    queryKey: QUERY_KEYS.inventoryItems,
    restore: (items) => restoreInventoryItems(queryClient, items),
    texts: { undo: text('undo'), restored: () => text('restored'), error: text('restoreError') },
    toasts,
  });
}
