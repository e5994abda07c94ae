import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import type { AssistantRecipe as Recipe } from '../../../../shared/assistant';
import { RecipeActions } from '../../../components/recipe/recipe-actions';
import { RecipeCard } from '../../../components/recipe/recipe-card';
import { RecipeDetailModal } from '../../../components/recipe/recipe-detail';
import { useRecipeText } from '../../../components/recipe/use-recipe-text';
import { Button } from '../../../components/ui/button';

/**
 * A recipe in an answer: the suggestions page's card with the same actions (full recipe,
 * favourite, shopping list, planning).
 */
export function AssistantRecipe({ recipe }: { recipe: Recipe }) {
  const text = useRecipeText();
  const [showFull, setShowFull] = useState(false);
  return (
    <>
      <RecipeCard recipe={recipe} compact>
        <Button className="w-full sm:w-auto sm:self-start" onClick={() => setShowFull(true)}>
          <BookOpen aria-hidden="true" />
          {text('showFull')}
        </Button>
        <RecipeActions recipe={recipe} />
      </RecipeCard>
      {showFull && <RecipeDetailModal recipe={recipe} onClose={() => setShowFull(false)} />}
    </>
  );
}
