import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToastAction } from '../../../components/ui/toast';
import { applyEffect } from '../../../lib/offline/list-effects';
import { isQueued, OFFLINE_CAPABLE } from '../../../lib/offline/send-or-queue';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { InventoryItem } from '../lib/inventory';
import { restoreInventoryItems } from './inventory-items';

/**
 * « Annuler » after a fridge item is deleted: 5 s, then the same item back where it was — on
 * this page at once, on the other members' with the household's event, from the outbox offline.
 */
export function useFridgeUndo({
  showUndo,
  show,
  onError,
}: {
  showUndo: (message: string, undo: ToastAction) => void;
  show: (message: string) => void;
  onError: (message: string) => void;
}) {
  const { t: text } = useTranslation('inventory');
  const queryClient = useQueryClient();
  const restore = useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: (items: InventoryItem[]) => restoreInventoryItems(queryClient, items),
    onSuccess: (answer) => {
      if (!isQueued(answer)) {
        queryClient.setQueryData<InventoryItem[]>(QUERY_KEYS.inventoryItems, (list) =>
          list
            ? applyEffect(list, {
                type: 'restore',
                items: answer.items.map((item) => ({ ...item })),
              })
            : list,
        );
      }
      show(text('restored'));
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventoryItems });
      onError(text('restoreError'));
    },
  });
  return (message: string, items: InventoryItem[]) =>
    showUndo(message, { label: text('undo'), onAction: () => restore.mutate(items) });
}
