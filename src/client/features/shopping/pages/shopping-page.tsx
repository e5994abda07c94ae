import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  addShoppingItem,
  deleteCheckedItems,
  deleteShoppingItem,
  fetchShoppingItems,
  SHOPPING_KEY,
  setItemChecked,
} from '../api/shopping-items';
import { AddItemDialog } from '../components/add-item-dialog';
import type { NewShoppingItem } from '../components/add-item-dialog';
import { Toast } from '../../../components/ui/toast';
import { groupByRecipe, itemLabel, progressOf } from '../lib/shopping';
import type { ShoppingItem } from '../lib/shopping';
import { useShoppingText } from '../lib/texts';

const TOAST_MS = 3000;

function ItemRow({
  item,
  onToggle,
  onDelete,
}: {
  item: ShoppingItem;
  onToggle: (item: ShoppingItem) => void;
  onDelete: (item: ShoppingItem) => void;
}) {
  const text = useShoppingText();
  const id = useId();
  return (
    <li className="flex items-center gap-3 rounded-2xl px-2 py-1 hover:bg-surface-sunken">
      <input
        id={id}
        type="checkbox"
        checked={item.checked}
        onChange={() => onToggle(item)}
        className="size-5 shrink-0 accent-primary"
      />
      <label
        htmlFor={id}
        className={`min-h-11 flex-1 content-center text-base ${item.checked ? 'text-fg-muted line-through' : 'text-fg'}`}
      >
        {itemLabel(item)}
      </label>
      <Button
        variant="ghost"
        size="icon"
        aria-label={text('deleteItem', { name: item.name })}
        onClick={() => onDelete(item)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/** /dashboard/shopping: the household's shopping list. */
export function ShoppingPage() {
  const text = useShoppingText();
  useDocumentTitle(text('title'));
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SHOPPING_KEY,
    queryFn: ({ signal }) => fetchShoppingItems(signal),
  });
  const [byRecipe, setByRecipe] = useState(true);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const toggle = useMutation({
    mutationFn: (item: ShoppingItem) => setItemChecked(item.id, !item.checked),
    onMutate: async (item) => {
      setActionError(null);
      // A list being fetched (another member's change) must not overwrite this one; when none
      // is, the box is ticked in the same instant as the click.
      if (queryClient.isFetching({ queryKey: SHOPPING_KEY }) > 0) {
        await queryClient.cancelQueries({ queryKey: SHOPPING_KEY });
      }
      const previous = queryClient.getQueryData<ShoppingItem[]>(SHOPPING_KEY);
      queryClient.setQueryData<ShoppingItem[]>(SHOPPING_KEY, (items) =>
        items?.map((entry) =>
          entry.id === item.id ? { ...entry, checked: !item.checked } : entry,
        ),
      );
      return { previous };
    },
    onError: (_error, _item, context) => {
      if (context?.previous) queryClient.setQueryData(SHOPPING_KEY, context.previous);
      setActionError(text('updateError'));
    },
    onSuccess: (answer) => {
      if (answer.recipeCleared) void queryClient.invalidateQueries({ queryKey: SHOPPING_KEY });
    },
  });

  const remove = useMutation({
    mutationFn: (item: ShoppingItem) => deleteShoppingItem(item.id),
    onMutate: () => setActionError(null),
    onError: () => setActionError(text('deleteError')),
    onSuccess: (_answer, item) =>
      queryClient.setQueryData<ShoppingItem[]>(SHOPPING_KEY, (items) =>
        items?.filter((entry) => entry.id !== item.id),
      ),
  });

  const removeChecked = useMutation({
    mutationFn: deleteCheckedItems,
    onMutate: () => setActionError(null),
    onError: () => setActionError(text('deleteCheckedError')),
    onSuccess: () => {
      queryClient.setQueryData<ShoppingItem[]>(SHOPPING_KEY, (items) =>
        items?.filter((entry) => !entry.checked),
      );
      setToast(text('deletedChecked'));
    },
  });

  const add = useMutation({
    mutationFn: (item: NewShoppingItem) => addShoppingItem(item),
    onSuccess: (answer) => {
      queryClient.setQueryData<ShoppingItem[]>(SHOPPING_KEY, (items) => [
        ...answer.items,
        ...(items ?? []),
      ]);
      setAdding(false);
      setToast(text('added'));
    },
  });

  const items = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('fr');
    return needle
      ? items.filter((item) => item.name.toLocaleLowerCase('fr').includes(needle))
      : items;
  }, [items, search]);
  const progress = progressOf(items);
  const groups = byRecipe
    ? groupByRecipe(visible)
    : [{ key: 'all', title: text('allItems'), items: visible }];

  const openAdd = () => {
    add.reset();
    setAdding(true);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 pb-28 sm:pb-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-fg">{text('title')}</h1>
        <Button
          className="fixed right-4 bottom-6 z-30 shadow-lg sm:static sm:shadow-sm"
          onClick={openAdd}
        >
          <Plus aria-hidden="true" />
          {text('add')}
        </Button>
      </div>

      {query.isPending ? (
        <div className="flex flex-col gap-3">
          <span className="sr-only" role="status">
            {text('loading')}
          </span>
          <Skeleton className="h-4 w-full" />
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-11 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <Alert variant="error">
          <p>{text('loadError')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {text('retry')}
          </Button>
        </Alert>
      ) : (
        <>
          {actionError && <Alert variant="error">{actionError}</Alert>}
          {items.length === 0 ? (
            <p className="rounded-3xl border border-dashed border-border px-5 py-10 text-center text-fg-muted">
              {text('empty')}
            </p>
          ) : (
            <>
              <div className="flex flex-col gap-2">
                <div className="flex items-center justify-between text-sm font-semibold text-fg">
                  <span>{text('progressLabel')}</span>
                  <span>
                    {text('progressCount', { checked: progress.checked, total: progress.total })} ·{' '}
                    {progress.percent} %
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={text('progressLabel')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress.percent}
                  aria-valuetext={`${progress.percent} %`}
                  className="h-3 overflow-hidden rounded-full bg-surface-sunken"
                >
                  <div
                    className="h-full rounded-full bg-primary transition-[width]"
                    style={{ width: `${progress.percent}%` }}
                  />
                </div>
              </div>

              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <label className="relative flex-1">
                  <span className="sr-only">{text('search')}</span>
                  <Search
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-fg-muted"
                  />
                  <input
                    type="search"
                    value={search}
                    placeholder={text('search')}
                    onChange={(event) => setSearch(event.target.value)}
                    className="block min-h-12 w-full rounded-xl border border-border bg-surface-raised py-2.5 pr-4 pl-12 text-base text-fg focus-visible:outline-2 focus-visible:outline-ring"
                  />
                </label>
                <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-fg">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={byRecipe}
                    onChange={(event) => setByRecipe(event.target.checked)}
                    className="size-5 accent-primary"
                  />
                  {text('byRecipe')}
                </label>
              </div>

              {visible.length === 0 ? (
                <p className="text-center text-fg-muted">{text('noMatch')}</p>
              ) : (
                groups.map((group) => (
                  <section
                    key={group.key}
                    aria-label={group.title ?? text('manualGroup')}
                    className="rounded-3xl border border-border bg-surface-raised p-4 shadow-xs"
                  >
                    <h2 className="mb-2 font-display text-lg font-semibold text-fg">
                      {group.title ?? text('manualGroup')}
                    </h2>
                    <ul className="flex flex-col">
                      {group.items.map((item) => (
                        <ItemRow
                          key={item.id}
                          item={item}
                          onToggle={(entry) => toggle.mutate(entry)}
                          onDelete={(entry) => remove.mutate(entry)}
                        />
                      ))}
                    </ul>
                  </section>
                ))
              )}

              <Button
                variant="secondary"
                className="self-start"
                disabled={progress.checked === 0 || removeChecked.isPending}
                onClick={() => removeChecked.mutate()}
              >
                <Trash2 aria-hidden="true" />
                {text('deleteChecked')}
              </Button>
            </>
          )}
        </>
      )}

      {adding && (
        <AddItemDialog
          onClose={() => setAdding(false)}
          onSubmit={(item) => add.mutate(item)}
          pending={add.isPending}
          error={add.isError ? text('addError') : null}
        />
      )}
      <Toast message={toast} />
    </div>
  );
}

export { ShoppingPage as Component };
