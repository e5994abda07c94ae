import { useTranslation } from 'react-i18next';
import { ChefHat, Clock, Users, UtensilsCrossed } from 'lucide-react';
import { DIFFICULTIES } from '../../../shared/constants';
import type { Difficulty } from '../../../shared/constants';
import type { Portions } from '../../../shared/portions';

const isDifficulty = (value: string): value is Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value);

/** « facile » → « Facile »; a difficulty the app does not know is shown as it came. */
export function useDifficultyLabel() {
  const { t: text } = useTranslation('recipe');
  return (difficulty: string) =>
    isDifficulty(difficulty) ? text(`difficulties.${difficulty}`) : difficulty;
}

/**
 * Preparation time « N min », people « N pers. », difficulty, each with its icon; and, when the
 * recipe was scaled for who eats, its portions (« 2 adultes + 2 enfants = 3 portions »): « pers. »
 * counts people, the portions decide the quantities (decision 0023).
 */
export function RecipeMeta({
  recipe,
}: {
  /** A suggestion's, or a favourite's (whose difficulty was stored as it came). */
  recipe: {
    preparationTime: number;
    servings: number;
    difficulty: string;
    portions?: Portions | undefined;
  };
}) {
  const { t: text } = useTranslation('recipe');
  const difficultyLabel = useDifficultyLabel();
  const item = 'inline-flex items-center gap-1.5';
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-fg-muted">
      <li className={item}>
        <Clock aria-hidden="true" className="size-4" />
        <span className="sr-only">{text('preparationTime')} </span>
        {text('minutes', { count: recipe.preparationTime })}
      </li>
      <li className={item}>
        <Users aria-hidden="true" className="size-4" />
        <span className="sr-only">{text('servingsLabel')} </span>
        {text('servings', { count: recipe.portions?.people ?? recipe.servings })}
      </li>
      {recipe.portions && (
        <li className={item} data-testid="recipe-portions">
          <UtensilsCrossed aria-hidden="true" className="size-4" />
          {recipe.portions.text}
        </li>
      )}
      {recipe.difficulty && (
        <li className={item}>
          <ChefHat aria-hidden="true" className="size-4" />
          <span className="sr-only">{text('difficulty')} </span>
          {difficultyLabel(recipe.difficulty)}
        </li>
      )}
    </ul>
  );
}
