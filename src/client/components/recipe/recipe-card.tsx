import { useTranslation } from 'react-i18next';
import type { ReactNode, Ref } from 'react';
import { DishIcon } from '../dish-icon';
import { Skeleton } from '../ui/skeleton';
import { RecipeImage } from './recipe-image';
import { RecipeMeta } from './recipe-meta';
import { RecipeSafetyLine } from './recipe-safety';
import { SeasonBadge } from './season-badge';
import type { Recipe } from './types';

/** How many ingredients the card lists before « + N autres ingrédients... ». */
export const PREVIEW_INGREDIENTS = 3;

const FRAME = 'overflow-hidden rounded-3xl border border-border bg-surface-raised shadow-sm';
const LAYOUT = {
  // Image above the text on phones, beside it from 768 px.
  wide: 'md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]',
  // Always stacked (inside a dialog).
  compact: '',
} as const;

/**
 * A suggested recipe: type, title, description, time, servings, difficulty, for whom and what
 * it respects, the first three ingredients and its image. `children` are its buttons.
 */
export function RecipeCard({
  recipe,
  headingLevel = 2,
  titleRef,
  compact = false,
  children,
}: {
  recipe: Recipe;
  headingLevel?: 2 | 3;
  /** The title takes the focus when the card arrives. */
  titleRef?: Ref<HTMLHeadingElement>;
  compact?: boolean;
  children?: ReactNode;
}) {
  const { t: text } = useTranslation('recipe');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const hidden = recipe.ingredients.length - PREVIEW_INGREDIENTS;
  return (
    <article
      aria-labelledby={`recipe-${recipe.id}`}
      className={`${FRAME} ${LAYOUT[compact ? 'compact' : 'wide']}`}
    >
      <RecipeImage
        src={recipe.imageUrl}
        type={recipe.type}
        className={compact ? 'max-h-48 w-full' : 'w-full md:aspect-auto md:h-full'}
      />
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-fg-muted">
            <DishIcon type={recipe.type} className="size-8 rounded-xl [&_svg]:size-4" />
            {text(`types.${recipe.type}`)}
          </p>
          {recipe.inSeason && <SeasonBadge />}
        </div>
        <div>
          <Heading
            id={`recipe-${recipe.id}`}
            ref={titleRef}
            tabIndex={-1}
            className="font-display text-2xl font-semibold text-balance text-fg focus:outline-none sm:text-3xl"
          >
            {recipe.title}
          </Heading>
          {recipe.description && (
            <p className="mt-2 text-pretty text-fg-muted">{recipe.description}</p>
          )}
        </div>
        <RecipeMeta recipe={recipe} />
        <RecipeSafetyLine safety={recipe.safety} />
        <div>
          <Sub className="mb-2 font-semibold text-fg">{text('ingredients')}</Sub>
          <ul className="list-disc space-y-1 pl-5 text-fg marker:text-primary">
            {recipe.ingredients.slice(0, PREVIEW_INGREDIENTS).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          {hidden > 0 && (
            <p className="mt-1 text-sm text-fg-muted">
              {text('moreIngredients', { count: hidden })}
            </p>
          )}
        </div>
        {children}
      </div>
    </article>
  );
}

/** The card's shape while the recipe is generated (no layout shift when it arrives). */
export function RecipeCardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div
      data-testid="recipe-card-skeleton"
      className={`${FRAME} ${LAYOUT[compact ? 'compact' : 'wide']}`}
    >
      <Skeleton
        className={`aspect-[4/3] w-full rounded-none! ${compact ? 'max-h-48' : 'md:aspect-auto md:h-full'}`}
      />
      {/* The same blocks as the card, so nothing moves when the recipe arrives. */}
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <Skeleton className="h-8 w-36" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-12 w-full" />
        </div>
        <Skeleton className="h-5 w-56" />
        <Skeleton className="h-5 w-64 max-w-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-24 w-2/3" />
        </div>
        <Skeleton className="h-11 w-full rounded-full! sm:w-60" />
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <Skeleton className="h-11 w-full rounded-full! sm:w-28" />
          <Skeleton className="h-11 w-full rounded-full! sm:w-72" />
          <Skeleton className="h-11 w-full rounded-full! sm:w-52" />
        </div>
        <div className="grid gap-2 border-t border-border pt-4 sm:flex">
          <Skeleton className="h-11 w-full rounded-full! sm:w-36" />
          <Skeleton className="h-11 w-full rounded-full! sm:w-48" />
        </div>
      </div>
    </div>
  );
}
