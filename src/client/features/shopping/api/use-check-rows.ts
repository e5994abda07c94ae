import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ToastAction } from '../../../components/ui/toast';
import { isQueued, OFFLINE_CAPABLE } from '../../../lib/offline/send-or-queue';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { ShoppingItem } from '../lib/shopping';
import { useAutoFridge } from './auto-fridge';
import { setItemsChecked } from './shopping-items';
import { unstoredRows, useStoreChecked } from './use-store-checked';

interface Toasts {
  show: (message: string, action?: ToastAction | null) => void;
  dismiss: () => void;
  /** Whether the toast on screen offers « Ranger dans le frigo ». */
  offering: boolean;
}

/**
 * Checking rows (one row, or a summed line's rows) and, once checked, « Ranger dans le frigo »:
 * automatically with the user's setting (same request), else offered in the toast. The toast's
 * offer counts and covers every checked row not stored yet (decision 0027), and the rows
 * checked while it is on screen that a completed recipe took off the list.
 */
export function useCheckRows({
  toasts,
  onError,
  inShop = null,
}: {
  toasts: Toasts;
  onError: (message: string) => void;
  /** The shop chosen on this device: the order of the ticks teaches it its aisles. */
  inShop?: string | null;
}) {
  const { t: text } = useTranslation('shopping');
  const queryClient = useQueryClient();
  const { autoFridge } = useAutoFridge();
  const offered = useRef<ShoppingItem[]>([]);

  useEffect(() => {
    if (!toasts.offering) offered.current = [];
  }, [toasts.offering]);

  const store = useStoreChecked({ onStored: (message) => toasts.show(message), onError });

  /**
   * Every checked row not stored yet: those on the list (ticked by anyone, in any go), and
   * those ticked while the toast was on screen that a completed recipe took off the list.
   */
  const waiting = () => {
    const list = queryClient.getQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems) ?? [];
    const onList = new Set(list.map((row) => row.id));
    return [...unstoredRows(list), ...offered.current.filter((row) => !onList.has(row.id))];
  };

  const offer = (rows: ShoppingItem[]) => {
    const ids = new Set(rows.map((row) => row.id));
    offered.current = [...offered.current.filter((row) => !ids.has(row.id)), ...rows];
    const count = waiting().length;
    if (count === 0) {
      toasts.dismiss();
      return;
    }
    toasts.show(text('checkedToStore', { count }), {
      label: text('toFridge'),
      onAction: () => {
        const kept = waiting();
        offered.current = [];
        toasts.dismiss();
        if (kept.length > 0) store.mutate(kept);
      },
    });
  };

  const withdraw = (rows: ShoppingItem[]) => {
    const ids = new Set(rows.map((row) => row.id));
    const before = offered.current.length;
    offered.current = offered.current.filter((row) => !ids.has(row.id));
    if (offered.current.length === before) return;
    offer([]);
  };

  return useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: ({ rows, checked }: { rows: ShoppingItem[]; checked: boolean }) =>
      setItemsChecked(
        queryClient,
        rows.map((row) => row.id),
        checked,
        checked && autoFridge,
        inShop,
      ),
    onMutate: ({ rows, checked }) => {
      // The box is ticked in the same instant as the click. A list being fetched meanwhile (an
      // event's refetch) would bring the old state back: it is cancelled, and since the data was
      // set during that fetch, cancelling keeps it (TanStack Query reverts to the data set last).
      const previous = queryClient.getQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems);
      const ids = new Set(rows.map((row) => row.id));
      queryClient.setQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems, (items) =>
        items?.map((entry) => (ids.has(entry.id) ? { ...entry, checked } : entry)),
      );
      if (queryClient.isFetching({ queryKey: QUERY_KEYS.shoppingItems }) > 0) {
        void queryClient.cancelQueries({ queryKey: QUERY_KEYS.shoppingItems });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(QUERY_KEYS.shoppingItems, context.previous);
      onError(text('updateError'));
    },
    onSuccess: (answer, { rows, checked }) => {
      // Kept on the device: the tick stays on screen and is sent when the network is back.
      if (isQueued(answer)) return;
      if (answer.recipeCleared)
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingItems });
      if (!checked) {
        withdraw(rows);
      } else if (answer.fridge.length > 0) {
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventoryItems });
        toasts.show(text('checkedStored', { count: rows.length }));
      } else {
        offer(rows);
      }
    },
  });
}
