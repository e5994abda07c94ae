import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isQueued, OFFLINE_CAPABLE } from '../../../lib/offline/send-or-queue';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { ShoppingItem } from '../lib/shopping';
import { putInFridge, storeCheckedItems } from './shopping-items';

/** The checked rows not stored yet, as this page shows them. */
export function unstoredRows(items: readonly ShoppingItem[]): ShoppingItem[] {
  return items.filter((item) => item.checked && !item.stored);
}

/**
 * « Ranger dans le frigo » for checked rows: those still on the list by id (the server stores
 * each once and remembers it), those a completed recipe took off the list from the rows as
 * the page kept them. Answers how many items reached the fridge.
 */
export function useStoreChecked({
  onStored,
  onError,
}: {
  onStored: (message: string) => void;
  onError: (message: string) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const queryClient = useQueryClient();
  return useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: async (rows: ShoppingItem[]) => {
      const list = queryClient.getQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems) ?? [];
      const onList = new Set(list.map((item) => item.id));
      const listed = rows.filter((row) => onList.has(row.id));
      const gone = rows.filter((row) => !onList.has(row.id));
      let stored = 0;
      let queued = false;
      if (listed.length > 0) {
        const answer = await storeCheckedItems(
          queryClient,
          listed.map((row) => row.id),
        );
        if (isQueued(answer)) {
          queued = true;
        } else {
          stored += answer.fridge.length;
          const marked = new Map(answer.items.map((item) => [item.id, item]));
          queryClient.setQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems, (items) =>
            items?.map((item) => marked.get(item.id) ?? item),
          );
        }
      }
      if (gone.length > 0) stored += (await putInFridge(gone)).items.length;
      return { stored, queued };
    },
    onSuccess: ({ stored, queued }) => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventoryItems });
      onStored(queued ? text('storedOffline') : text('stored', { count: stored }));
    },
    onError: () => onError(text('fridgeError')),
  });
}
