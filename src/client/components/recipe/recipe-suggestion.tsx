import { useTranslation } from 'react-i18next';
import { ArrowLeft, BookOpen, RefreshCw, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { DishType } from '../../../shared/constants';
import { ApiError } from '../../lib/api-client';
import { focusIsOnEatersChoice } from '../eaters/focus';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { DishTypeChoice } from './dish-type-choice';
import { RecipeActions } from './recipe-actions';
import { RecipeCard, RecipeCardSkeleton } from './recipe-card';
import { useRecipeSuggestion } from './use-recipe-suggestion';
import { RecipeView } from '../../features/recipes/api/recipe-view';

interface RecipeSuggestionProps {
  /** The chosen type (null: the choice is shown). The caller keeps it (address, state). */
  type: DishType | null;
  onTypeChange: (type: DishType | null) => void;
  /** Suggest with what is in the household's fridge. */
  fridge?: boolean;
  /** In fridge mode: ids of fridge items to use first (an expiry alert's). */
  priority?: string[];
  /** Who eats (« Qui mange ? »); absent: everyone. A new choice asks for a recipe that suits it. */
  eaters?: string[];
  /** Inside a dialog: stacked card, level-3 headings, full recipe shown in place. */
  inDialog?: boolean;
  /** The French message of a failure; by default the server's message. */
  describeError?: (error: unknown) => string;
}

/**
 * A recipe suggestion from start to end: the type choice, the loading card, the recipe with
 * its actions (full recipe, favourite, shopping list, planning, regenerate, change type),
 * or the error with « Changer de type » and « Réessayer ».
 */
export function RecipeSuggestion({
  type,
  onTypeChange,
  fridge = false,
  priority,
  eaters,
  inDialog = false,
  describeError,
}: RecipeSuggestionProps) {
  const { t: text } = useTranslation('recipe');
  const suggestion = useRecipeSuggestion(type, { fridge, eaters, priority });
  const { recipe, loading, error, recipeUpdatedAt, errorUpdatedAt } = suggestion;
  const [showFull, setShowFull] = useState(false);
  const [focusChoice, setFocusChoice] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const headingLevel = inDialog ? 3 : 2;

  // A recipe arrived (or came back from the cache): the focus goes to its title. Not when it
  // came for a new choice of who eats: the focus stays on that choice.
  const showingRecipe = type !== null && !loading && !error && recipe !== undefined;
  useEffect(() => {
    if (!showingRecipe || focusIsOnEatersChoice()) return;
    titleRef.current?.focus();
  }, [showingRecipe, recipeUpdatedAt]);

  // A request failed: the focus goes to the message and its buttons.
  const showingError = type !== null && !loading && error !== null;
  useEffect(() => {
    if (showingError && !focusIsOnEatersChoice()) errorRef.current?.focus();
  }, [showingError, errorUpdatedAt]);

  const choose = (next: DishType) => {
    suggestion.choose(next);
    setShowFull(false);
    onTypeChange(next);
  };
  const changeType = () => {
    setShowFull(false);
    setFocusChoice(true);
    onTypeChange(null);
  };

  const changeTypeButton = (
    <Button variant="secondary" onClick={changeType}>
      <ArrowLeft aria-hidden="true" />
      {text('changeType')}
    </Button>
  );

  let body;
  if (type === null) {
    body = (
      <DishTypeChoice
        onChoose={choose}
        headingLevel={headingLevel}
        focusHeading={focusChoice}
        compact={inDialog}
      />
    );
  } else if (loading || suggestion.missingPreferences) {
    body = <RecipeCardSkeleton compact={inDialog} />;
  } else if (error) {
    const message = describeError
      ? describeError(error)
      : error instanceof ApiError
        ? error.message
        : text('unexpectedError');
    body = (
      <div ref={errorRef} tabIndex={-1} className="focus:outline-none">
        <Alert variant="error">
          <p>{message}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {changeTypeButton}
            <Button variant="secondary" onClick={suggestion.retry}>
              <RotateCcw aria-hidden="true" />
              {text('retry')}
            </Button>
          </div>
        </Alert>
      </div>
    );
  } else if (recipe) {
    body = (
      <RecipeCard
        recipe={recipe}
        headingLevel={headingLevel}
        titleRef={titleRef}
        compact={inDialog}
      >
        <Button className="w-full sm:w-auto sm:self-start" onClick={() => setShowFull(true)}>
          <BookOpen aria-hidden="true" />
          {text('showFull')}
        </Button>
        <RecipeActions key={recipe.id} recipe={recipe} eaters={eaters} />
        <div className="grid gap-2 border-t border-border pt-4 sm:flex sm:flex-wrap">
          <Button variant="ghost" onClick={suggestion.regenerate}>
            <RefreshCw aria-hidden="true" />
            {text('regenerate')}
          </Button>
          {changeTypeButton}
        </div>
      </RecipeCard>
    );
  }

  return (
    <div>
      <p role="status" className="sr-only">
        {loading ? text('generating') : ''}
      </p>
      {body}
      {recipe && showFull && (
        <RecipeView
          recipe={recipe}
          portions={recipe.servings}
          eaters={eaters}
          onClose={() => setShowFull(false)}
        />
      )}
    </div>
  );
}
