import { ChefHat, Clock, Users } from 'lucide-react';
import type { Recipe } from './types';
import { useRecipeText } from './use-recipe-text';
import type { RecipeKey } from './use-recipe-text';

/** « facile » → « Facile »; a difficulty the app does not know is shown as it came. */
export function useDifficultyLabel() {
  const text = useRecipeText();
  return (difficulty: string) =>
    ['facile', 'moyen', 'difficile'].includes(difficulty)
      ? text(`difficulties.${difficulty}` as RecipeKey)
      : difficulty;
}

/** Preparation time « N min », servings « N pers. » and difficulty, each with its icon. */
export function RecipeMeta({
  recipe,
}: {
  recipe: Pick<Recipe, 'preparationTime' | 'servings' | 'difficulty'>;
}) {
  const text = useRecipeText();
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
