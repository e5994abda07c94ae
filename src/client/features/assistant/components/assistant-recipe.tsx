import { useTranslation } from 'react-i18next';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import type { AssistantRecipe as Recipe } from '../../../../shared/assistant';
import { RecipeActions } from '../../../components/recipe/recipe-actions';
import { RecipeCard } from '../../../components/recipe/recipe-card';
import { Button } from '../../../components/ui/button';
import { RecipeView } from '../../recipes/api/recipe-view';

/**
 * A recipe in an answer: the suggestions page's card with the same actions (full recipe,
 * favourite, shopping list, planning — for who eats, as chosen on the page).
 */
export function AssistantRecipe({
  recipe,
  eaters,
}: {
  recipe: Recipe;
  /** Who eats (« Qui mange ? »); absent: everyone. */
  eaters?: string[] | undefined;
}) {
  const { t: text } = useTranslation('recipe');
  const [showFull, setShowFull] = useState(false);
  return (
    <>
      <RecipeCard recipe={recipe} compact>
        <Button className="w-full sm:w-auto sm:self-start" onClick={() => setShowFull(true)}>
          <BookOpen aria-hidden="true" />
          {text('showFull')}
        </Button>
        <RecipeActions recipe={recipe} eaters={eaters} />
      </RecipeCard>
      {showFull && (
        <RecipeView recipe={recipe} eaters={eaters} onClose={() => setShowFull(false)} />
      )}
    </>
  );
}
