import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Aisle } from '../../../../shared/food/types';
import { Alert } from '../../../components/ui/alert';
import { SearchField } from '../../../components/ui/search-field';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Toast, useToast } from '../../../components/ui/toast';
import { isQueued, OFFLINE_CAPABLE } from '../../../lib/offline/send-or-queue';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { addShoppingItem, deleteShoppingItem, fetchShoppingItems } from '../api/shopping-items';
import { useListUndo } from '../api/use-list-undo';
import { useCheckRows } from '../api/use-check-rows';
import { useMoveLine } from '../api/use-move-line';
import { markForShop, shopsInAShop, useChosenShop, useShops } from '../api/shops';
import type { SumLine } from '../lib/aisles';
import { AddItemDialog } from '../components/add-item-dialog';
import type { NewShoppingItem } from '../components/add-item-dialog';
import { AisleView } from '../components/aisle-view';
import { AllItemsView } from '../components/all-items-view';
import { AutoFridgeSwitch } from '../components/auto-fridge-switch';
import { CheckedActions } from '../components/checked-actions';
import { ItemRow } from '../components/item-row';
import { ListActions } from '../components/list-actions';
import { ListProgress } from '../components/list-progress';
import { PrintableList } from '../components/printable-list';
import { ShopPicker } from '../components/shop-picker';
import { ShopsDialog } from '../components/shops-dialog';
import { ViewSwitch } from '../components/view-switch';
import type { ShoppingView } from '../components/view-switch';
import { groupByRecipe, progressOf } from '../lib/shopping';
import type { ShoppingItem } from '../lib/shopping';
import { QUERY_KEYS } from '../../../lib/query-keys';

/** /dashboard/shopping: the household's shopping list. */
export function ShoppingPage() {
  const { t: text } = useTranslation('shopping');
  useDocumentTitle(text('title'));
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: QUERY_KEYS.shoppingItems,
    queryFn: ({ signal }) => fetchShoppingItems(signal),
  });
  const shops = useShops();
  const shopList = useMemo(() => shops.data ?? [], [shops.data]);
  const [chosen, choose] = useChosenShop(shops.data);
  const [managingShops, setManagingShops] = useState(false);
  // In a shop, the list is walked aisle by aisle.
  const [view, setView] = useState<ShoppingView>(() => (shopsInAShop() ? 'aisle' : 'recipe'));
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [arrived, setArrived] = useState<{ ids: ReadonlySet<string>; aisle: Aisle } | null>(null);
  const toast = useToast();

  const check = useCheckRows({
    toasts: { show: toast.show, dismiss: toast.dismiss, offering: toast.props.action !== null },
    onError: setActionError,
    inShop: chosen?.id ?? null,
  });
  const toggle = (rows: ShoppingItem[], checked: boolean) => {
    setActionError(null);
    check.mutate({ rows, checked });
  };

  const move = useMoveLine({
    onMoved: (_line, aisle) => toast.show(text('moved', { aisle: text(`aisles.${aisle}`) })),
    onError: () => setActionError(text('updateError')),
  });

  const mark = useMutation({
    mutationFn: ({ line, shopId }: { line: SumLine; shopId: string | null }) =>
      markForShop(queryClient, line.rows, shopId),
    onMutate: () => setActionError(null),
    onError: () => setActionError(text('shops.markError')),
    onSuccess: (_answer, { line, shopId }) => {
      const shop = shopList.find((entry) => entry.id === shopId);
      toast.show(
        shop
          ? text('shops.marked', { name: line.name, shop: shop.name })
          : text('shops.unmarked', { name: line.name }),
      );
    },
  });
  const onMark = (line: SumLine, shopId: string | null) => mark.mutate({ line, shopId });
  const chooseShop = (id: string | null) => {
    choose(id);
    // In a shop, the list is walked aisle by aisle.
    if (id) setView('aisle');
  };

  const offerUndo = useListUndo({
    showUndo: toast.showUndo,
    show: toast.show,
    onError: setActionError,
  });

  const remove = useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: (item: ShoppingItem) => deleteShoppingItem(queryClient, item.id),
    onMutate: () => setActionError(null),
    onError: () => setActionError(text('deleteError')),
    onSuccess: (_answer, item) => {
      queryClient.setQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems, (items) =>
        items?.filter((entry) => entry.id !== item.id),
      );
      offerUndo(text('deleted', { name: item.name }), [item]);
    },
  });

  const add = useMutation({
    ...OFFLINE_CAPABLE,
    mutationFn: (item: NewShoppingItem) => addShoppingItem(queryClient, item),
    onSuccess: (answer) => {
      // Queued offline, the item is already on the list (lib/offline/send-or-queue.ts).
      if (!isQueued(answer)) {
        queryClient.setQueryData<ShoppingItem[]>(QUERY_KEYS.shoppingItems, (items) => [
          ...answer.items,
          ...(items ?? []).filter((entry) => !answer.items.some((added) => added.id === entry.id)),
        ]);
      }
      setAdding(false);
      toast.show(text(isQueued(answer) ? 'addedOffline' : 'added'));
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
  const groups = groupByRecipe(visible);

  const openAdd = () => {
    add.reset();
    setAdding(true);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 print:max-w-none print:p-0">
      {/* On paper, only the printable list (below): the screen's list, its buttons and toasts go. */}
      <div className="contents print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-display text-3xl font-semibold text-fg">{text('title')}</h1>
          <Button
            className="fixed right-4 bottom-[calc(var(--tab-bar-space)+1rem)] z-30 shadow-lg sm:static sm:shadow-sm"
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
        ) : query.isError && !query.data ? (
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
                <ListProgress {...progress} />
                <ListActions
                  items={items}
                  disabled={progress.checked === progress.total}
                  onCopied={(message) => toast.show(message)}
                  onError={setActionError}
                />

                <div className="flex flex-col gap-3">
                  <ShopPicker
                    shops={shopList}
                    chosen={chosen}
                    onChoose={chooseShop}
                    onManage={() => setManagingShops(true)}
                  />
                  <SearchField label={text('search')} value={search} onChange={setSearch} />
                  <ViewSwitch view={view} onChange={setView} />
                </div>

                {visible.length === 0 ? (
                  <p className="text-center text-fg-muted">{text('noMatch')}</p>
                ) : view === 'aisle' ? (
                  <AisleView
                    items={visible}
                    arrived={arrived}
                    onToggle={(line) => toggle(line.rows, !line.rows.every((row) => row.checked))}
                    onMove={(line, aisle) => {
                      setActionError(null);
                      setArrived({ ids: new Set(line.rows.map((row) => row.id)), aisle });
                      move.mutate({ line, aisle });
                    }}
                    shops={shopList}
                    chosen={chosen}
                    onMark={onMark}
                  />
                ) : view === 'all' ? (
                  <AllItemsView
                    items={visible}
                    onToggle={(line) => toggle(line.rows, !line.rows.every((row) => row.checked))}
                    onMove={(line, aisle) => {
                      setActionError(null);
                      move.mutate({ line, aisle });
                    }}
                    onDelete={(line) => line.rows.forEach((row) => remove.mutate(row))}
                    shops={shopList}
                    onMark={onMark}
                  />
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
                            onToggle={(entry) => toggle([entry], !entry.checked)}
                            onDelete={(entry) => remove.mutate(entry)}
                          />
                        ))}
                      </ul>
                    </section>
                  ))
                )}

                <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
                  <CheckedActions
                    items={items}
                    onStored={(message) => toast.show(message)}
                    onDeleted={offerUndo}
                    onError={setActionError}
                  />
                  <AutoFridgeSwitch />
                </div>
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
        {managingShops && (
          <ShopsDialog
            shops={shopList}
            onClose={() => setManagingShops(false)}
            onMessage={(message) => toast.show(message)}
            onAdded={(shop) => {
              if (!chosen) chooseShop(shop.id);
            }}
          />
        )}
        <Toast {...toast.props} />
      </div>
      {query.data && <PrintableList items={query.data} order={chosen?.aisleOrder} />}
    </div>
  );
}

export { ShoppingPage as Component };
