import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChefHat, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { INVENTORY_CATEGORIES } from '../../../../shared/constants';
import type { InventoryCategory } from '../../../../shared/constants';
import { formatLongDate } from '../../../../shared/format';
import type { InventoryItemInput, InventoryItemPatch } from '../../../../shared/inventory';
import { Alert } from '../../../components/ui/alert';
import { SearchField } from '../../../components/ui/search-field';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isQueued, OFFLINE_CAPABLE } from '../../../lib/offline/send-or-queue';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  addInventoryItem,
  deleteInventoryItem,
  fetchInventoryItems,
  updateInventoryItem,
} from '../api/inventory-items';
import { AddItemDialog } from '../components/add-item-dialog';
import { EditItemDialog } from '../components/edit-item-dialog';
import { EatFirstStrip } from '../components/eat-first-strip';
import { GenerateRecipeDialog } from '../components/generate-recipe-dialog';
import { Toast, useToast } from '../../../components/ui/toast';
import { useFridgeUndo } from '../api/use-fridge-undo';
import { LocationTabs } from '../components/location-tabs';
import { PantryList } from '../components/pantry-list';
import { QuickPicks } from '../components/quick-picks';
import { useLocationParam } from '../lib/use-location-param';
import { isExpired, parseIsoDate, quantityLabel, toShelves } from '../lib/inventory';
import type { InventoryItem } from '../lib/inventory';
import { QUERY_KEYS } from '../../../lib/query-keys';

function ItemCard({
  item,
  onEdit,
  onDelete,
}: {
  item: InventoryItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t: text } = useTranslation('inventory');
  const expired = item.expirationDate ? isExpired(item.expirationDate) : false;
  return (
    <li className="flex w-full items-start gap-2 rounded-2xl border border-border bg-surface-raised p-3 shadow-xs sm:w-auto sm:min-w-44">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg">{item.name}</p>
        <p className="text-sm text-fg-muted">
          {quantityLabel(item)} · {item.category}
        </p>
        {item.expirationDate && (
          <p className={`text-sm font-medium ${expired ? 'text-danger' : 'text-fg-muted'}`}>
            {text(expired ? 'expired' : 'expires', {
              date: formatLongDate(parseIsoDate(item.expirationDate)),
            })}
          </p>
        )}
      </div>
      <div className="-my-1 -mr-1 flex flex-col">
        <Button
          variant="ghost"
          size="icon"
          aria-label={text('editItem', { name: item.name })}
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={text('deleteItem', { name: item.name })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** /dashboard/inventory: the household's fridge, « À consommer en premier », then five shelves. */
export function InventoryPage() {
  const { t: text } = useTranslation('inventory');
  useDocumentTitle(text('title'));
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: QUERY_KEYS.inventoryItems,
    queryFn: ({ signal }) => fetchInventoryItems(signal),
  });
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<InventoryCategory | null>(null);
  const [adding, setAdding] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [editing, setEditing] = useState<InventoryItem | null>(null);
  const toast = useToast();
  const setToast = (message: string) => toast.show(message);
  const [undoError, setUndoError] = useState<string | null>(null);
  const offerUndo = useFridgeUndo({
    showUndo: toast.showUndo,
    show: toast.show,
    onError: setUndoError,
  });
  const [location, setLocation] = useLocationParam();

  const add = useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: (item: InventoryItemInput) => addInventoryItem(queryClient, item),
    onSuccess: (created) => {
      // Queued offline, the item is already in the fridge (lib/offline/send-or-queue.ts).
      if (!isQueued(created)) {
        queryClient.setQueryData<InventoryItem[]>(QUERY_KEYS.inventoryItems, (items) => [
          created,
          ...(items ?? []).filter((entry) => entry.id !== created.id),
        ]);
      }
      setAdding(false);
      setToast(text(isQueued(created) ? 'addedOffline' : 'added'));
    },
  });

  const remove = useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: (item: InventoryItem) => deleteInventoryItem(queryClient, item.id),
    onSuccess: (_answer, item) => {
      queryClient.setQueryData<InventoryItem[]>(QUERY_KEYS.inventoryItems, (items) =>
        items?.filter((entry) => entry.id !== item.id),
      );
      setUndoError(null);
      offerUndo(text('deleted'), [item]);
    },
  });

  const edit = useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: ({ id, patch }: { id: string; patch: InventoryItemPatch }) =>
      updateInventoryItem(queryClient, id, patch),
    onSuccess: (updated) => {
      if (!isQueued(updated)) {
        queryClient.setQueryData<InventoryItem[]>(QUERY_KEYS.inventoryItems, (items) =>
          items?.map((entry) => (entry.id === updated.id ? updated : entry)),
        );
      }
      setEditing(null);
      setToast(text('updated'));
    },
  });

  const items = useMemo(
    () => (query.data ?? []).filter((item) => item.location === location),
    [query.data, location],
  );
  const visible = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('fr');
    return items.filter(
      (item) =>
        (!category || item.category === category) &&
        (!needle || item.name.toLocaleLowerCase('fr').includes(needle)),
    );
  }, [items, search, category]);
  const shelves = toShelves(visible);

  const chip = (value: InventoryCategory | null, label: string) => (
    <button
      key={label}
      type="button"
      aria-pressed={category === value}
      onClick={() => setCategory(value)}
      className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring ${
        category === value
          ? 'border-primary bg-primary text-on-primary'
          : 'border-border bg-surface-raised text-fg hover:bg-surface-sunken'
      }`}
    >
      {label}
    </button>
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-fg">{text('title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={() => setGenerating(true)}>
            <ChefHat aria-hidden="true" />
            {text('generate')}
          </Button>
          <Button
            className="fixed right-4 bottom-[calc(var(--tab-bar-space)+1rem)] z-30 shadow-lg sm:static sm:shadow-sm"
            onClick={() => {
              add.reset();
              setAdding(true);
            }}
          >
            <Plus aria-hidden="true" />
            {text('add')}
          </Button>
        </div>
      </div>

      <LocationTabs value={location} onChange={setLocation}>
        {query.isPending ? (
          <div className="flex flex-col gap-3">
            <span className="sr-only" role="status">
              {text('loading')}
            </span>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} className="h-20 w-full" />
            ))}
          </div>
        ) : query.isError && !query.data ? (
          <Alert variant="error">
            <p>{text('loadError')}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
              {text('retry')}
            </Button>
          </Alert>
        ) : (
          <>
            {remove.isError && <Alert variant="error">{text('deleteError')}</Alert>}
            {undoError && <Alert variant="error">{undoError}</Alert>}
            {items.length === 0 ? (
              <>
                <p className="rounded-3xl border border-dashed border-border px-5 py-10 text-center text-fg-muted">
                  {text(location === 'pantry' ? 'emptyPantry' : 'empty')}
                </p>
                <QuickPicks
                  location={location}
                  onPick={(item) => add.mutate(item)}
                  pending={add.isPending}
                  error={add.isError && !adding ? text('addError') : null}
                />
              </>
            ) : (
              <>
                {location === 'fridge' && <EatFirstStrip items={items} />}
                <SearchField label={text('search')} value={search} onChange={setSearch} />
                <div
                  role="group"
                  aria-label={text('categoryFilter')}
                  className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
                >
                  {chip(null, text('all'))}
                  {INVENTORY_CATEGORIES.map((value) => chip(value, value))}
                </div>
                {visible.length === 0 ? (
                  <p className="text-center text-fg-muted">{text('noMatch')}</p>
                ) : location === 'pantry' ? (
                  <PantryList items={visible}>
                    {(item) => (
                      <ItemCard
                        key={item.id}
                        item={item}
                        onEdit={() => {
                          edit.reset();
                          setEditing(item);
                        }}
                        onDelete={() => remove.mutate(item)}
                      />
                    )}
                  </PantryList>
                ) : (
                  <div className="flex flex-col gap-3 rounded-3xl border border-border bg-surface-sunken p-3 sm:p-4">
                    {shelves.map((shelf, index) => (
                      <section
                        key={index}
                        aria-label={text('shelf', { number: index + 1 })}
                        className="border-b-4 border-border pb-3 last:border-b-0 last:pb-0"
                      >
                        {/* Phones (< 640 px) stack a shelf's items, every one visible. */}
                        <ul className="flex min-h-16 flex-col gap-3 sm:flex-row sm:overflow-x-auto">
                          {shelf.map((item) => (
                            <ItemCard
                              key={item.id}
                              item={item}
                              onEdit={() => {
                                edit.reset();
                                setEditing(item);
                              }}
                              onDelete={() => remove.mutate(item)}
                            />
                          ))}
                        </ul>
                      </section>
                    ))}
                  </div>
                )}
              </>
            )}
          </>
        )}
      </LocationTabs>

      {adding && (
        <AddItemDialog
          location={location}
          onClose={() => setAdding(false)}
          onSubmit={(item) => add.mutate(item)}
          pending={add.isPending}
          error={add.isError ? text('addError') : null}
        />
      )}
      {editing && (
        <EditItemDialog
          item={editing}
          onClose={() => setEditing(null)}
          onSubmit={(patch) => edit.mutate({ id: editing.id, patch })}
          pending={edit.isPending}
          error={edit.isError ? text('updateError') : null}
        />
      )}
      {generating && <GenerateRecipeDialog onClose={() => setGenerating(false)} />}
      <Toast {...toast.props} />
    </div>
  );
}

export { InventoryPage as Component };
