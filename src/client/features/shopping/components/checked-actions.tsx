import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { OFFLINE_CAPABLE } from '../../../lib/offline/send-or-queue';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { deleteCheckedItems } from '../api/shopping-items';
import { unstoredRows, useStoreChecked } from '../api/use-store-checked';
import type { ShoppingItem } from '../lib/shopping';
import { DeleteCheckedDialog } from './delete-checked-dialog';
import { StoreCheckedButton } from './store-checked-button';

/**
 * Under the list: « Ranger les articles cochés dans le frigo » while checked rows wait to be
 * stored, and « Supprimer cochés », which asks first and can be undone. Both act on the checked
 * rows this page shows, by id: never on a row another member checked a moment ago.
 */
export function CheckedActions({
  items,
  onStored,
  onDeleted,
  onError,
}: {
  items: readonly ShoppingItem[];
  onStored: (message: string) => void;
  /** The rows deleted, for « Annuler ». */
  onDeleted: (message: string, rows: ShoppingItem[]) => void;
  onError: (message: string | null) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const checked = items.filter((item) => item.checked);
  const unstored = unstoredRows(items);

  const store = useStoreChecked({ onStored, onError });

  const remove = useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: (rows: ShoppingItem[]) =>
      deleteCheckedItems(
        queryClient,
        rows.map((row) => row.id),
      ),
    onMutate: () => onError(null),
    onError: () => onError(text('deleteCheckedError')),
    onSuccess: (_answer, rows) => {
      const ids = new Set(rows.map((row) => row.id));
      queryClient.setQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems, (list) =>
        list?.filter((entry) => !ids.has(entry.id)),
      );
      onDeleted(text('deletedChecked', { count: rows.length }), rows);
    },
  });

  const deleteShown = async (storeFirst: boolean) => {
    setAsking(false);
    onError(null);
    const rows = checked;
    if (storeFirst && unstored.length > 0) {
      try {
        await store.mutateAsync(unstored);
      } catch {
        return;
      }
    }
    // As the page has them now (stored ones marked so): what « Annuler » brings back.
    const current = queryClient.getQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems) ?? [];
    const byId = new Map(current.map((item) => [item.id, item]));
    remove.mutate(rows.map((row) => byId.get(row.id) ?? row));
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <StoreCheckedButton
        count={unstored.length}
        busy={store.isPending}
        onStore={() => {
          onError(null);
          store.mutate(unstored);
        }}
      />
      <Button
        variant="secondary"
        className="self-start"
        disabled={checked.length === 0 || remove.isPending}
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden="true" />
        {text('deleteChecked')}
      </Button>
      {asking && (
        <DeleteCheckedDialog
          count={checked.length}
          unstored={unstored.length}
          onStoreThenDelete={() => void deleteShown(true)}
          onDelete={() => void deleteShown(false)}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}
