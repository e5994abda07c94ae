import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BookOpen,
  ClipboardPaste,
  Clock,
  Copy,
  Link2,
  Pencil,
  Plus,
  Search,
  ShieldAlert,
  ShieldCheck,
  ShieldQuestion,
  Trash2,
  Users,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISH_TYPES, type DishType } from '../../../../shared/constants';
import { DishIcon } from '../../../components/dish-icon';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { Toast, useToast } from '../../../components/ui/toast';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRestoreUndo } from '../../../lib/use-restore-undo';
import {
  deleteMyRecipe,
  duplicateMyRecipe,
  fetchMyRecipes,
  restoreMyRecipes,
  type MyRecipe,
  type RecipeDraft,
} from '../api/my-recipes';
import { ImportLinkDialog, ImportTextDialog } from '../components/import-recipe-dialogs';
import { MyRecipeEditor } from '../components/my-recipe-editor';
import { MyRecipesFileActions } from '../components/my-recipes-file';
import { RecipeView } from '../components/recipe-view';
import { dietBadge, myRecipeAsView, totalMinutes } from '../lib/my-recipe-form';

/** How long the search waits for the member to stop typing before asking the server. */
const SEARCH_PAUSE_MS = 250;

/** The editor: closed, a new recipe, one of the book's, or an imported one to review. */
type Editing = null | { recipe?: MyRecipe; draft?: RecipeDraft };

/**
 * « Mes recettes »: the household's own recipe book (issue 27) — search (title and lines,
 * accents ignored), dish type, « Compatible avec tout le foyer », cards with time, servings and
 * the diet badge; « Nouvelle recette », and each recipe in the one recipe view with
 * « Modifier », « Dupliquer » and « Supprimer » (« Annuler » for 5 s). « Importer depuis un lien »
 * and « Coller une recette » open the editor prefilled, for review before saving.
 */
export function MyRecipesPage() {
  const { t } = useTranslation('myRecipes');
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [type, setType] = useState<DishType | null>(null);
  const [compatible, setCompatible] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState<null | 'link' | 'text'>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const listKey = QUERY_KEYS.myRecipesList(q, type, compatible);
  const recipes = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => fetchMyRecipes({ q, type, compatible }, signal),
    placeholderData: keepPreviousData,
  });

  const offerUndo = useRestoreUndo<MyRecipe>({
    queryKey: listKey,
    restore: restoreMyRecipes,
    texts: { undo: t('undo'), restored: () => t('restored'), error: t('restoreError') },
    toasts: { showUndo: toast.showUndo, show: toast.show, onError: setActionError },
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.myRecipes });

  const remove = useMutation({
    mutationFn: (recipe: MyRecipe) => deleteMyRecipe(recipe.id),
    onMutate: () => setActionError(null),
    onSuccess: (_answer, removed) => {
      setOpenId(null);
      queryClient.setQueryData<MyRecipe[]>(listKey, (old) =>
        (old ?? []).filter((recipe) => recipe.id !== removed.id),
      );
      offerUndo(t('deleted'), [removed]);
    },
    onError: () => setActionError(t('deleteError')),
  });

  const duplicate = useMutation({
    mutationFn: (recipe: MyRecipe) => duplicateMyRecipe(recipe.id),
    onMutate: () => setActionError(null),
    onSuccess: (copy) => {
      setOpenId(copy.id);
      toast.show(t('duplicated'));
      void refresh();
    },
    onError: () => setActionError(t('duplicateError')),
  });

  const all = recipes.data ?? [];
  const opened = all.find((recipe) => recipe.id === openId);
  const filtering = q !== '' || type !== null || compatible;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-fg-muted">{t('intro')}</p>
        </div>
        {/* On a phone: « Nouvelle recette » whole, the two imports as tiles side by side. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
          <Button className="col-span-2" onClick={() => setEditing({})}>
            <Plus aria-hidden="true" />
            {t('new')}
          </Button>
          <Button variant="secondary" size="tile" onClick={() => setImporting('link')}>
            <Link2 aria-hidden="true" />
            {t('importLink')}
          </Button>
          <Button variant="secondary" size="tile" onClick={() => setImporting('text')}>
            <ClipboardPaste aria-hidden="true" />
            {t('importText')}
          </Button>
        </div>
      </header>
      <MyRecipesFileActions />

      {actionError && <Alert variant="error">{actionError}</Alert>}

      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-end">
        <TextField
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          endAdornment={<Search aria-hidden="true" className="mr-3 size-5 text-fg-muted" />}
        />
        <SelectField
          label={t('typeFilter')}
          value={type ?? ''}
          onChange={(event) => setType((event.target.value || null) as DishType | null)}
        >
          <option value="">{t('allTypes')}</option>
          {DISH_TYPES.map((dish) => (
            <option key={dish} value={dish}>
              {t(`types.${dish}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="-mt-3 flex min-h-11 items-center gap-3 text-sm font-semibold text-fg">
        <input
          type="checkbox"
          role="switch"
          checked={compatible}
          onChange={(event) => setCompatible(event.target.checked)}
          className="size-5 accent-primary"
        />
        {t('compatibleFilter')}
      </label>

      {recipes.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="my-recipes-skeleton">
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} className="h-36 w-full rounded-3xl" />
          ))}
        </div>
      ) : recipes.isError ? (
        <Alert variant="error">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>{t('loadError')}</span>
            <Button variant="secondary" onClick={() => void recipes.refetch()}>
              {t('retry')}
            </Button>
          </div>
        </Alert>
      ) : all.length === 0 && !filtering ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-border bg-surface-raised px-6 py-12 text-center">
          <BookOpen aria-hidden="true" className="size-10 text-primary" />
          <p className="text-lg font-semibold text-fg">{t('empty')}</p>
          <p className="text-fg-muted">{t('emptyHint')}</p>
          <Button variant="secondary" onClick={() => setEditing({})}>
            <Plus aria-hidden="true" />
            {t('new')}
          </Button>
        </div>
      ) : all.length === 0 ? (
        <p role="status" className="text-fg-muted">
          {t('noMatch')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="my-recipes">
          {all.map((recipe) => (
            <li
              key={recipe.id}
              className="flex flex-col gap-3 rounded-3xl border border-border bg-surface-raised p-4 shadow-xs"
            >
              {recipe.photoUrl && (
                <img
                  src={recipe.photoUrl}
                  alt={t('photoAlt', { title: recipe.title })}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-2xl object-cover"
                />
              )}
              <div className="flex items-start gap-3">
                {!recipe.photoUrl && <DishIcon type={recipe.dishType} />}
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold text-fg">
                    <button
                      type="button"
                      className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      onClick={() => setOpenId(recipe.id)}
                    >
                      {recipe.title}
                    </button>
                  </h2>
                  <p className="text-sm text-fg-muted">{t(`types.${recipe.dishType}`)}</p>
                </div>
              </div>
              <DietBadgeLine recipe={recipe} />
              <p className="mt-auto flex flex-wrap gap-4 text-sm text-fg-muted">
                {totalMinutes(recipe) > 0 && (
                  <span className="inline-flex items-center gap-1.5">
                    <Clock aria-hidden="true" className="size-4" />
                    {t('minutes', { count: totalMinutes(recipe) })}
                  </span>
                )}
                <span className="inline-flex items-center gap-1.5">
                  <Users aria-hidden="true" className="size-4" />
                  {t('servings', { count: recipe.servings })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}

      <Toast {...toast.props} />
      {opened && !editing && (
        <RecipeView
          recipe={myRecipeAsView(opened)}
          photoUrl={opened.photoUrl}
          canFavorite={false}
          canSaveToMine={false}
          onClose={() => setOpenId(null)}
        >
          <div className="flex flex-col gap-3 border-t border-border pt-4">
            <DietDetails recipe={opened} />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setEditing({ recipe: opened })}>
                <Pencil aria-hidden="true" />
                {t('edit')}
              </Button>
              <Button
                variant="secondary"
                disabled={duplicate.isPending}
                onClick={() => duplicate.mutate(opened)}
              >
                <Copy aria-hidden="true" />
                {t('duplicate')}
              </Button>
              <Button
                variant="secondary"
                disabled={remove.isPending}
                onClick={() => remove.mutate(opened)}
              >
                <Trash2 aria-hidden="true" />
                {t('delete')}
              </Button>
            </div>
          </div>
        </RecipeView>
      )}
      {importing === 'link' && (
        <ImportLinkDialog
          onClose={() => setImporting(null)}
          onImported={(draft) => {
            setImporting(null);
            setEditing({ draft });
          }}
        />
      )}
      {importing === 'text' && (
        <ImportTextDialog
          onClose={() => setImporting(null)}
          onImported={(draft) => {
            setImporting(null);
            setEditing({ draft });
          }}
        />
      )}
      {editing && (
        <MyRecipeEditor
          recipe={editing.recipe}
          draft={editing.draft}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setOpenId(editing.recipe ? saved.id : null);
            toast.show(t('saved'));
            void refresh();
          }}
        />
      )}
    </div>
  );
}

/** « Compatible avec le foyer », « Contient : lardons » or « Recette non vérifiée ». */
function DietBadgeLine({ recipe }: { recipe: MyRecipe }) {
  const { t } = useTranslation('myRecipes');
  const badge = dietBadge(recipe);
  const [Icon, text, tone] =
    badge.kind === 'breaks'
      ? [
          ShieldAlert,
          t('badge.breaks', { foods: badge.foods.join(', ') }),
          'bg-danger-soft text-danger',
        ]
      : badge.kind === 'unverified'
        ? [ShieldQuestion, t('badge.unverified'), 'bg-warning-soft text-warning-ink']
        : [ShieldCheck, t('badge.compatible'), 'bg-success-soft text-success'];
  return (
    <p
      data-diet-badge={badge.kind}
      className={`inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ${tone}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}

/** In the recipe view: the badge, and which restriction each food breaks. */
function DietDetails({ recipe }: { recipe: MyRecipe }) {
  const { t } = useTranslation('myRecipes');
  return (
    <div className="flex flex-col gap-1 text-sm text-fg">
      <DietBadgeLine recipe={recipe} />
      {recipe.breaks.map((entry) => (
        <p key={entry.label}>
          {t('breaksDetail', { label: entry.label, foods: entry.because.join(', ') })}
        </p>
      ))}
      {recipe.unverified && <p className="text-fg-muted">{t('unverifiedDetail')}</p>}
    </div>
  );
}

export { MyRecipesPage as Component };
