import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToastAction } from '../../../components/ui/toast';
import { applyEffect } from '../../../lib/offline/list-effects';
import { isQueued, OFFLINE_CAPABLE } from '../../../lib/offline/send-or-queue';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { ShoppingItem } from '../lib/shopping';
import { restoreShoppingItems } from './shopping-items';

/**
 * « Annuler » after rows left the list: the toast of its own kind (5 s), then the same rows
 * back where they were — at once on this page, on the others' with the household's event,
 * and from the outbox when offline.
 */
export function useListUndo({
  showUndo,
  show,
  onError,
}: {
  showUndo: (message: string, undo: ToastAction) => void;
  show: (message: string) => void;
  onError: (message: string) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const queryClient = useQueryClient();
  const restore = useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: (items: ShoppingItem[]) => restoreShoppingItems(queryClient, items),
    onSuccess: (answer, items) => {
      // Queued offline, the rows are already back on the page (the outbox's effect).
      if (!isQueued(answer)) {
        queryClient.setQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems, (list) =>
          list
            ? applyEffect(list, {
                type: 'restore',
                items: answer.items.map((item) => ({ ...item })),
              })
            : list,
        );
      }
      show(text('restored', { count: items.length }));
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingItems });
      onError(text('restoreError'));
    },
  });
  return (message: string, items: ShoppingItem[]) =>
    showUndo(message, { label: text('undo'), onAction: () => restore.mutate(items) });
}
