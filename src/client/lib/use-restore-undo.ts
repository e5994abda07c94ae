import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ItemList } from '../../shared/api';
import type { ToastAction } from '../components/ui/toast';
import { applyEffect } from './offline/list-effects';
import { isQueued, OFFLINE_CAPABLE, type Queued } from './offline/send-or-queue';

export interface UndoToasts {
  showUndo: (message: string, undo: ToastAction) => void;
  show: (message: string) => void;
  onError: (message: string) => void;
}

export interface RestoreUndoOptions<T extends { id: string }> {
  /** The cached collection the rows come back into. */
  queryKey: QueryKey;
  /** POST …/restore (through the outbox for the collections that work offline). */
  restore: (items: T[]) => Promise<ItemList<T> | Queued>;
  /** The page's own order, when it is not « newest first » (the meal plan: by date). */
  order?: (rows: T[]) => T[];
  texts: { undo: string; restored: (count: number) => string; error: string };
  toasts: UndoToasts;
}

/**
 * « Annuler » after rows were deleted (issue 24, decision 0027): a toast of its own kind
 * (5 s), then the same rows back where they were — at once on this page, on the other
 * members' with the household's event, and from the outbox when offline (queued, the rows are
 * already back on the page through the outbox's effect). Returns `offer(message, rows)`.
 */
export function useRestoreUndo<T extends { id: string }>({
  queryKey,
  restore,
  order = (rows) => rows,
  texts,
  toasts,
}: RestoreUndoOptions<T>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: restore,
    onSuccess: (answer, items) => {
      if (!isQueued(answer)) {
        queryClient.setQueryData<T[]>(queryKey, (list) =>
          list
            ? order(
                applyEffect(list, {
                  type: 'restore',
                  items: answer.items.map((item) => ({ ...item })),
                }),
              )
            : list,
        );
      }
      toasts.show(texts.restored(items.length));
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey });
      toasts.onError(texts.error);
    },
  });
  return (message: string, items: T[]) =>
    toasts.showUndo(message, { label: texts.undo, onAction: () => mutation.mutate(items) });
}
