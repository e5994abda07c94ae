import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Aisle } from '../../../../shared/food/types';
import type { SumLine } from '../lib/aisles';
import type { ShoppingItem } from '../lib/shopping';
import { moveItem } from './shopping-items';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** Moves every row of a « Par rayon » line to another aisle (the next one of that food follows). */
export function useMoveLine({
  onMoved,
  onError,
}: {
  onMoved: (line: SumLine, aisle: Aisle) => void;
  onError: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ line, aisle }: { line: SumLine; aisle: Aisle }) =>
      Promise.all(line.rows.map((row) => moveItem(row.id, aisle))),
    onMutate: ({ line, aisle }) => {
      const previous = queryClient.getQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems);
      const ids = new Set(line.rows.map((row) => row.id));
      queryClient.setQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems, (items) =>
        items?.map((entry) => (ids.has(entry.id) ? { ...entry, aisle } : entry)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(QUERY_KEYS.shoppingItems, context.previous);
      // Some rows may have moved before one failed: the list is read again.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingItems });
      onError();
    },
    onSuccess: (_answer, { line, aisle }) => onMoved(line, aisle),
  });
}
