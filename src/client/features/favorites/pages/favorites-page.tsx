import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, Heart, Search, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { PATHS } from '../../../../shared/routes';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DishIcon } from '../../../components/dish-icon';
import { deleteFavorite, fetchFavorites, restoreFavorites } from '../api/favorites';
import { Toast, useToast } from '../../../components/ui/toast';
import { useRestoreUndo } from '../../../lib/use-restore-undo';
import type { Favorite } from '../api/favorites';
import { RecipeView } from '../../recipes/api/recipe-view';
import { favoriteAsRecipe } from '../lib/as-recipe';
import { filterByTitle } from '../lib/search';
import { QUERY_KEYS } from '../../../lib/query-keys';

export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const toast = useToast();
  const offerUndo = useRestoreUndo<Favorite>({
    queryKey: QUERY_KEYS.favorites,
    restore: restoreFavorites,
    texts: { undo: t('undo'), restored: () => t('restored'), error: t('restoreError') },
    toasts: { showUndo: toast.showUndo, show: toast.show, onError: setActionError },
  });

  const favorites = useQuery({
    queryKey: QUERY_KEYS.favorites,
    queryFn: ({ signal }) => fetchFavorites(signal),
  });

  const remove = useMutation({
    mutationFn: (favorite: Favorite) => deleteFavorite(favorite.id),
    onMutate: () => setActionError(null),
    onSuccess: (_answer, removed) => {
      queryClient.setQueryData<Favorite[]>(QUERY_KEYS.favorites, (old) =>
        (old ?? []).filter((favorite) => favorite.id !== removed.id),
      );
      offerUndo(t('deleted'), [removed]);
    },
    onError: () => setActionError(t('deleteError')),
  });

  const all = favorites.data ?? [];
  const shown = filterByTitle(all, query, (favorite) => favorite.recipeTitle);
  const opened = all.find((favorite) => favorite.id === openId);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <header>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-fg-muted">{t('intro')}</p>
      </header>

      {actionError && <Alert variant="error">{actionError}</Alert>}

      {favorites.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="favorites-skeleton">
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} className="h-36 w-full rounded-3xl" />
          ))}
        </div>
      ) : favorites.isError ? (
        <Alert variant="error">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>{t('loadError')}</span>
            <Button variant="secondary" onClick={() => void favorites.refetch()}>
              {t('retry')}
            </Button>
          </div>
        </Alert>
      ) : all.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-border bg-surface-raised px-6 py-12 text-center">
          <Heart aria-hidden="true" className="size-10 text-primary" />
          <p className="text-lg font-semibold text-fg">{t('empty')}</p>
          <ButtonLink to={PATHS.dashboardFeed} variant="secondary">
            {t('emptyLink')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <TextField
            type="search"
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            endAdornment={<Search aria-hidden="true" className="mr-3 size-5 text-fg-muted" />}
          />
          {shown.length === 0 ? (
            <p role="status" className="text-fg-muted">
              {t('noMatch', { query: query.trim() })}
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((favorite) => (
                <li
                  key={favorite.id}
                  className="flex flex-col gap-3 rounded-3xl border border-border bg-surface-raised p-4 shadow-xs"
                >
                  <div className="flex items-start gap-3">
                    <DishIcon type={favorite.type} />
                    <div className="min-w-0 flex-1">
                      <h2 className="font-semibold text-fg">
                        <button
                          type="button"
                          className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                          onClick={() => setOpenId(favorite.id)}
                        >
                          {favorite.recipeTitle}
                        </button>
                      </h2>
                      <p className="text-sm text-fg-muted">{t(`types.${favorite.type}`)}</p>
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('delete', { title: favorite.recipeTitle })}
                      disabled={remove.isPending && remove.variables.id === favorite.id}
                      onClick={() => remove.mutate(favorite)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                  <p className="mt-auto flex flex-wrap gap-4 text-sm text-fg-muted">
                    {favorite.preparationTime != null && (
                      <span className="inline-flex items-center gap-1.5">
                        <Clock aria-hidden="true" className="size-4" />
                        {t('minutes', { count: favorite.preparationTime })}
                      </span>
                    )}
                    {favorite.servings != null && (
                      <span className="inline-flex items-center gap-1.5">
                        <Users aria-hidden="true" className="size-4" />
                        {t('servings', { count: favorite.servings })}
                      </span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <Toast {...toast.props} />
      {opened && <RecipeView recipe={favoriteAsRecipe(opened)} onClose={() => setOpenId(null)} />}
    </div>
  );
}

export { FavoritesPage as Component };
