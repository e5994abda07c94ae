import { useTranslation } from 'react-i18next';
import { ChefHat, Flame, Minus, Plus, Printer, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DishIcon } from '../../../components/dish-icon';
import { RecipeActions } from '../../../components/recipe/recipe-actions';
import { useDifficultyLabel } from '../../../components/recipe/recipe-meta';
import { RecipeSafetyLine } from '../../../components/recipe/recipe-safety';
import { SeasonBadge } from '../../../components/recipe/season-badge';
import type { ViewRecipe } from '../../../components/recipe/types';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { MAX_PORTIONS, MIN_PORTIONS, scaleLines } from '../lib/scale';
import { CookingMode } from './cooking-mode';
import { SaveToMineButton } from './save-to-mine';

export interface RecipeViewProps {
  recipe: ViewRecipe;
  /** A photo of the household's own (« Mes recettes »), shown instead of the dish-type icon. */
  photoUrl?: string | null;
  /** The portions to start from (who eats, the planned meal's); by default the recipe's own. */
  portions?: number;
  /** Told of each change of the stepper (a planned meal stores it). */
  onPortionsChange?: (portions: number) => void;
  /** Who eats (« Qui mange ? »): « Ajouter au planning » plans for them. */
  eaters?: string[] | undefined;
  /** Under the title: when a planned meal is served. */
  subtitle?: ReactNode;
  /** After the actions: a planned meal's « J'ai cuisiné ce plat ». */
  children?: ReactNode;
  /** False for a meal written by hand: nothing to keep as a favourite. */
  canFavorite?: boolean;
  /** Opens straight into « Mode cuisine ». */
  startCooking?: boolean;
  /** False for a recipe already in « Mes recettes »: nothing to save there. */
  canSaveToMine?: boolean;
  onClose: () => void;
}

/**
 * The one full-recipe view (decision 0024), for suggestions, favourites, planned meals, the
 * Assistant Chef's cards and the fridge's « Générer une recette »: the specification's modal,
 * wider on desktop, with a portions stepper (every quantity rescaled by the one rule,
 * `cookQuantity`), the favourite, « Ajouter à la liste de courses » and « Ajouter au planning »
 * for those portions, « Mode cuisine » and « Imprimer ».
 */
export function RecipeView({
  recipe,
  portions: initialPortions,
  onPortionsChange,
  eaters,
  subtitle,
  children,
  canFavorite = true,
  startCooking = false,
  canSaveToMine = true,
  photoUrl = null,
  onClose,
}: RecipeViewProps) {
  const { t } = useTranslation('recipe');
  const titleId = useId();
  const descriptionId = useId();
  const difficultyLabel = useDifficultyLabel();
  const [portions, setPortions] = useState(() => clamp(initialPortions ?? recipe.servings));
  const [cooking, setCooking] = useState(startCooking);
  const [printing, setPrinting] = useState(false);

  // A planned meal's number changed elsewhere (another screen): the view follows.
  const [followed, setFollowed] = useState(initialPortions);
  if (initialPortions !== followed) {
    setFollowed(initialPortions);
    if (initialPortions !== undefined) setPortions(clamp(initialPortions));
  }

  const lines = useMemo(
    () => scaleLines(recipe.ingredients, recipe.servings, portions),
    [recipe.ingredients, recipe.servings, portions],
  );

  const change = (next: number) => {
    const value = clamp(next);
    setPortions(value);
    onPortionsChange?.(value);
  };

  // « Imprimer »: the paper copy is in the page only while printing (styles/index.css).
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);

  if (cooking) {
    return (
      <CookingMode
        recipe={{
          id: recipe.id,
          title: recipe.title,
          type: recipe.type,
          servings: recipe.servings,
          ingredients: recipe.ingredients,
          instructions: recipe.instructions,
        }}
        portions={portions}
        onClose={() => setCooking(false)}
      />
    );
  }

  return (
    <Modal
      labelledBy={titleId}
      describedBy={recipe.description ? descriptionId : undefined}
      onClose={onClose}
      size="xl"
    >
      <article data-recipe-view className="flex flex-col gap-5">
        {photoUrl && (
          <img
            src={photoUrl}
            alt=""
            className="aspect-[16/9] w-full rounded-2xl object-cover print:hidden"
          />
        )}
        <div className="flex items-start gap-3">
          {!photoUrl && <DishIcon type={recipe.type} />}
          <div className="min-w-0 flex-1">
            <h2
              id={titleId}
              tabIndex={-1}
              className="font-display text-xl font-semibold text-balance text-fg focus:outline-none"
            >
              {recipe.title}
            </h2>
            <p className="text-sm text-fg-muted first-letter:uppercase">
              {subtitle ?? t(`types.${recipe.type}`)}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('close')}
            title={t('close')}
            onClick={onClose}
            className="-mt-1 -mr-2"
          >
            <X aria-hidden="true" />
          </Button>
        </div>

        {recipe.description && (
          <p id={descriptionId} className="text-fg">
            {recipe.description}
          </p>
        )}

        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-fg-muted">
          {recipe.preparationTime != null && (
            <li>
              <span className="sr-only">{t('preparationTime')} </span>
              {t('minutes', { count: recipe.preparationTime })}
            </li>
          )}
          {recipe.difficulty && (
            <li>
              <span className="sr-only">{t('difficulty')} </span>
              {difficultyLabel(recipe.difficulty)}
            </li>
          )}
          {recipe.spicy && (
            <li
              data-spicy
              className="inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 text-warning-ink"
              title={t('view.spicyHint')}
            >
              <Flame aria-hidden="true" className="size-4" />
              {t('view.spicy')}
              <span className="sr-only"> : {t('view.spicyHint')}</span>
            </li>
          )}
          {recipe.inSeason && (
            <li>
              <SeasonBadge />
            </li>
          )}
        </ul>

        <RecipeSafetyLine safety={recipe.safety} />

        <PortionsStepper value={portions} onChange={change} />
        {recipe.portions && recipe.portions.portions === portions && (
          <p data-testid="recipe-portions" className="-mt-3 px-1 text-sm font-medium text-fg">
            {recipe.portions.text}
          </p>
        )}
        {portions !== recipe.servings && (
          <p className="-mt-3 px-1 text-sm text-fg-muted">
            {t('view.recipeFor', { count: recipe.servings, portions })}
          </p>
        )}

        <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section aria-labelledby={`${titleId}-ingredients`}>
            <h3 id={`${titleId}-ingredients`} className="mb-2 font-semibold text-fg">
              {t('ingredients')}
            </h3>
            <ul
              data-recipe-ingredients
              className="list-disc space-y-1 pl-5 text-fg marker:text-primary"
            >
              {lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </section>
          {recipe.instructions.length > 0 && (
            <section aria-labelledby={`${titleId}-steps`}>
              <h3 id={`${titleId}-steps`} className="mb-2 font-semibold text-fg">
                {t('instructions')}
              </h3>
              <ol className="list-decimal space-y-2 pl-5 text-fg marker:font-semibold marker:text-primary">
                {recipe.instructions.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </section>
          )}
        </div>

        <div className="border-t border-border pt-4">
          <RecipeActions
            recipe={recipe}
            eaters={eaters}
            portions={portions}
            lines={lines}
            canFavorite={canFavorite}
          >
            {recipe.instructions.length > 0 && (
              <Button onClick={() => setCooking(true)}>
                <ChefHat aria-hidden="true" />
                {t('view.cook')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setPrinting(true)}>
              <Printer aria-hidden="true" />
              {t('view.print')}
            </Button>
            {canSaveToMine && <SaveToMineButton recipe={recipe} />}
          </RecipeActions>
        </div>
        {children}
      </article>
      {printing && <PrintableRecipe recipe={recipe} lines={lines} portions={portions} />}
    </Modal>
  );
}

function clamp(value: number): number {
  return Math.min(MAX_PORTIONS, Math.max(MIN_PORTIONS, Math.round(value) || MIN_PORTIONS));
}

/** « Portions » with − and + (big targets, one hand on a phone). */
function PortionsStepper({ value, onChange }: { value: number; onChange: (next: number) => void }) {
  const { t } = useTranslation('recipe');
  const labelId = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-surface-sunken px-4 py-2">
      <span id={labelId} className="font-semibold text-fg">
        {t('view.portionsLabel')}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('view.fewer')}
          disabled={value <= MIN_PORTIONS}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          data-portions
          className="min-w-8 text-center text-lg font-bold text-fg"
        >
          {value}
        </output>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('view.more')}
          disabled={value >= MAX_PORTIONS}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/**
 * The paper copy: title, portions, ingredients and steps, black on white; while it is in the
 * page the rest hides on paper (styles/index.css, `[data-printable-recipe]`).
 */
function PrintableRecipe({
  recipe,
  lines,
  portions,
}: {
  recipe: ViewRecipe;
  lines: string[];
  portions: number;
}) {
  const { t } = useTranslation('recipe');
  return createPortal(
    <div data-printable-recipe className="hidden print:block">
      <h1 className="text-2xl font-bold">{recipe.title}</h1>
      <p className="mb-4">{t('view.printFor', { count: portions })}</p>
      <h2 className="mb-1 text-lg font-semibold">{t('ingredients')}</h2>
      <ul className="mb-4 list-disc pl-5">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <h2 className="mb-1 text-lg font-semibold">{t('instructions')}</h2>
      <ol className="list-decimal space-y-1 pl-5">
        {recipe.instructions.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </div>,
    document.body,
  );
}
