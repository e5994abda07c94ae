import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Aisle } from '../../../../shared/food/types';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { createShop, deleteShop, updateShop, type Shop } from '../api/shops';
import { AisleOrderEditor } from './aisle-order-editor';

/** The server's French message when it has one (« Votre foyer a déjà un magasin de ce nom. »). */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

function ShopCard({
  shop,
  onSaved,
  onDelete,
}: {
  shop: Shop;
  onSaved: (message: string) => void;
  onDelete: (shop: Shop) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState(shop.name);
  const [error, setError] = useState<string | null>(null);
  const replace = (saved: Shop) =>
    queryClient.setQueryData<Shop[]>(QUERY_KEYS.shops, (shops) =>
      shops?.map((entry) => (entry.id === saved.id ? saved : entry)),
    );

  const rename = useMutation({
    mutationFn: () => updateShop(shop.id, { name: name.trim() }),
    onMutate: () => setError(null),
    onSuccess: (saved) => {
      replace(saved);
      onSaved(text('shops.saved'));
    },
    onError: (failure) => setError(messageOf(failure, text('shops.error'))),
  });
  const reorder = useMutation({
    mutationFn: (aisleOrder: Aisle[]) => updateShop(shop.id, { aisleOrder }),
    onMutate: (aisleOrder) => {
      setError(null);
      const previous = queryClient.getQueryData<Shop[]>(QUERY_KEYS.shops);
      replace({ ...shop, aisleOrder, tripsLearned: 0 });
      return { previous };
    },
    onSuccess: replace,
    onError: (_failure, _order, context) => {
      if (context?.previous) queryClient.setQueryData(QUERY_KEYS.shops, context.previous);
      setError(text('shops.orderError'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && name.trim() !== shop.name) rename.mutate();
  };

  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-border p-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <TextField
          label={text('shops.rename')}
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
          className="min-w-0 flex-1 basis-full sm:basis-0"
        />
        <Button type="submit" variant="secondary" disabled={rename.isPending || !name.trim()}>
          {text('shops.save')}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={text('shops.delete', { name: shop.name })}
          onClick={() => onDelete(shop)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </form>
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-col gap-2">
        <h3 id={`${id}-order`} className="font-display text-base font-semibold text-fg">
          {text('shops.order', { name: shop.name })}
        </h3>
        <p className="text-sm text-fg-muted">
          {shop.tripsLearned > 0
            ? text('shops.learned', { count: shop.tripsLearned })
            : text('shops.notLearned')}{' '}
          {text('shops.dragHint')}
        </p>
        <AisleOrderEditor
          labelId={`${id}-order`}
          order={shop.aisleOrder}
          disabled={reorder.isPending}
          onChange={(order) => reorder.mutate(order)}
        />
      </div>
    </li>
  );
}

/** « Gérer les magasins »: add, rename and delete the household's shops, set their aisle order. */
export function ShopsDialog({
  shops,
  onClose,
  onMessage,
  onAdded,
}: {
  shops: readonly Shop[];
  onClose: () => void;
  onMessage: (message: string) => void;
  /** A shop just added: the list is then done there. */
  onAdded: (shop: Shop) => void;
}) {
  const { t: text } = useTranslation('shopping');
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<Shop | null>(null);

  const add = useMutation({
    mutationFn: () => createShop(name.trim()),
    onSuccess: (shop) => {
      queryClient.setQueryData<Shop[]>(QUERY_KEYS.shops, (list) =>
        [...(list ?? []), shop].sort((a, b) => a.name.localeCompare(b.name, 'fr')),
      );
      setName('');
      onMessage(text('shops.added', { name: shop.name }));
      onAdded(shop);
    },
  });
  const remove = useMutation({
    mutationFn: (shop: Shop) => deleteShop(shop.id),
    onSuccess: (_answer, shop) => {
      queryClient.setQueryData<Shop[]>(QUERY_KEYS.shops, (list) =>
        list?.filter((entry) => entry.id !== shop.id),
      );
      // Its rows can be bought anywhere now.
      queryClient.setQueryData<{ shopId: string | null }[]>(QUERY_KEYS.shoppingItems, (items) =>
        items?.map((row) => (row.shopId === shop.id ? { ...row, shopId: null } : row)),
      );
      setDeleting(null);
      onMessage(text('shops.deleted', { name: shop.name }));
    },
  });

  if (deleting) {
    return (
      <ConfirmDialog
        title={text('shops.deleteTitle', { name: deleting.name })}
        warning={text('shops.deleteWarning')}
        error={remove.isError ? text('shops.error') : null}
        cancelLabel={text('shops.cancel')}
        confirmLabel={remove.isPending ? text('shops.deleting') : text('shops.deleteConfirm')}
        icon={<Trash2 aria-hidden="true" />}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(deleting)}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    );
  }

  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-intro`} size="lg" onClose={onClose}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-fg">
            {text('shops.title')}
          </h2>
          <p id={`${id}-intro`} className="text-fg-muted">
            {text('shops.intro')}
          </p>
        </div>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) add.mutate();
          }}
        >
          <TextField
            label={text('shops.newName')}
            value={name}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            className="min-w-0 flex-1"
            error={add.isError ? messageOf(add.error, text('shops.error')) : undefined}
          />
          <Button type="submit" disabled={add.isPending || !name.trim()}>
            <Plus aria-hidden="true" />
            {add.isPending ? text('shops.adding') : text('shops.add')}
          </Button>
        </form>
        {shops.length === 0 ? (
          <p className="rounded-3xl border border-dashed border-border px-5 py-6 text-center text-fg-muted">
            {text('shops.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {shops.map((shop) => (
              <ShopCard key={shop.id} shop={shop} onSaved={onMessage} onDelete={setDeleting} />
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {text('shops.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
