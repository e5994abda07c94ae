import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Check, Heart, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/routes';
import { ApiError } from '../../lib/api-client';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Toast } from '../ui/toast';
import type { RecipeShoppingAdded } from '../../../shared/shopping';
import { addedSummary, skippedStaples, withStaples } from './added-summary';
import { addRecipeToShoppingList, fetchIsFavorite, setFavorite } from './api';
import type { ViewRecipe } from './types';
import { QUERY_KEYS } from '../../lib/query-keys';

/** How long the add-to-list button says « ajouté » (specification, section 9). */
export const ADDED_FLAG_MS = 2000;
/** How long a success toast stays (specification, section 9). */
export const TOAST_MS = 3000;

/**
 * What one can do with a recipe: favourite toggle (its state is checked on display), add its
 * ingredients to the shopping list, plan it (the planning screen opens prefilled, for who eats).
 * With `portions` and `lines` (the recipe view's stepper), the list gets the lines for those
 * portions and the planned meal is for that many.
 */
export function RecipeActions({
  recipe,
  eaters,
  portions,
  lines,
  canFavorite = true,
  children,
}: {
  recipe: ViewRecipe;
  /** Who eats (« Qui mange ? »): the planned meal is for them; absent: everyone. */
  eaters?: string[] | undefined;
  /** The portions chosen: the planned meal's number (the recipe keeps its own servings). */
  portions?: number;
  /** The ingredient lines for `portions`. */
  lines?: readonly string[];
  /** False for a meal written by hand: nothing to keep as a favourite. */
  canFavorite?: boolean;
  /** More buttons in the same row (« Mode cuisine », « Imprimer »). */
  children?: ReactNode;
}) {
  const { t: text } = useTranslation('recipe');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [added, setAdded] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  /** What the last add did: its line stays under the buttons (what was left out, and why). */
  const [result, setResult] = useState<RecipeShoppingAdded | null>(null);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [added]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const isFavorite = useQuery({
    queryKey: QUERY_KEYS.favoriteState(recipe.id),
    queryFn: ({ signal }) => fetchIsFavorite(recipe.id, signal),
    staleTime: 0,
    enabled: canFavorite,
  });

  const favorite = useMutation({
    mutationFn: (next: boolean) => setFavorite(recipe, next),
    onSuccess: (now) => {
      queryClient.setQueryData(QUERY_KEYS.favoriteState(recipe.id), now);
      setToast(text(now ? 'favoriteAdded' : 'favoriteRemoved'));
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.favorites, exact: true });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.stats });
    },
  });

  const listChanged = () => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingItems });
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.stats });
  };

  const addToList = useMutation({
    mutationFn: () => addRecipeToShoppingList(recipe, undefined, lines),
    onMutate: () => setResult(null),
    onSuccess: (answer) => {
      setAdded(true);
      setResult(answer);
      listChanged();
    },
  });

  // « Inclure les basiques »: only the staples the first request left out.
  const addStaples = useMutation({
    mutationFn: (first: RecipeShoppingAdded) =>
      addRecipeToShoppingList(
        recipe,
        skippedStaples(first).map((line) => line.line),
      ).then((answer) => withStaples(first, answer)),
    onSuccess: (answer) => {
      setResult(answer);
      listChanged();
    },
  });

  const listError = addToList.error ?? addStaples.error;
  const listErrorMessage = !listError
    ? null
    : listError instanceof ApiError &&
        (listError.code === 'SHOPPING_DUPLICATE' || listError.status === 0)
      ? listError.message
      : text('addToListError');

  const pressed = isFavorite.data === true;

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {children}
        {canFavorite && (
          <Button
            variant="secondary"
            aria-pressed={pressed}
            disabled={isFavorite.isPending || favorite.isPending}
            onClick={() => favorite.mutate(!pressed)}
          >
            <Heart
              aria-hidden="true"
              className={pressed ? 'fill-primary text-primary' : 'text-fg-muted'}
            />
            {text('favorite')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={addToList.isPending}
          onClick={() => {
            if (!added) addToList.mutate();
          }}
          className={added ? 'border-success/50 text-success' : undefined}
        >
          {added ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
          {text(added ? 'addedToList' : 'addToList')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void navigate(PATHS.dashboardPlanning, {
              state: {
                // The whole recipe: the planned meal keeps it (ingredients, steps, servings).
                recipe: {
                  id: recipe.id,
                  title: recipe.title,
                  servings: recipe.servings,
                  // Who eats, counted (« 2 adultes + 2 enfants = 3 portions »), when known.
                  ...(recipe.portions ? { portions: recipe.portions } : {}),
                  type: recipe.type,
                  description: recipe.description,
                  ingredients: recipe.ingredients,
                  instructions: recipe.instructions,
                },
                ...(eaters ? { eaters } : {}),
                ...(portions !== undefined ? { portions } : {}),
              },
            })
          }
        >
          <CalendarPlus aria-hidden="true" />
          {text('addToPlanning')}
        </Button>
      </div>
      {result && (
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm text-fg-muted">
            {addedSummary(result, text)}
          </p>
          {skippedStaples(result).length > 0 && (
            <Button
              variant="ghost"
              disabled={addStaples.isPending}
              onClick={() => addStaples.mutate(result)}
            >
              <ShoppingCart aria-hidden="true" />
              {text('includeStaples')}
            </Button>
          )}
        </div>
      )}
      {favorite.isError && <Alert variant="error">{text('favoriteError')}</Alert>}
      {listErrorMessage && <Alert variant="error">{listErrorMessage}</Alert>}
      <Toast message={toast} />
    </div>
  );
}
