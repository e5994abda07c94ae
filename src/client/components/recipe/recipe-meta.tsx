import { useTranslation } from 'react-i18next';
import { ChefHat, Clock, Users } from 'lucide-react';
import { DIFFICULTIES } from '../../../shared/constants';
import type { Difficulty } from '../../../shared/constants';

const isDifficulty = (value: string): value is Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value);

/** « facile » → « Facile »; a difficulty the app does not know is shown as it came. */
export function useDifficultyLabel() {
  const { t: text } = useTranslation('recipe');
  return (difficulty: string) =>
    isDifficulty(difficulty) ? text(`difficulties.${difficulty}`) : difficulty;
}

/** Preparation time « N min », servings « N pers. » and difficulty, each with its icon. */
export function RecipeMeta({
  recipe,
}: {
  /** A suggestion's, or a favourite's (whose difficulty was stored as it came). */
  recipe: { preparationTime: number; servings: number; difficulty: string };
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
        {text('servings', { count: recipe.servings })}
      </li>
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
