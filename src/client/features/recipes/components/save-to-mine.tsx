import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookmarkPlus, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, type Difficulty } from '../../../../shared/constants';
import type { ViewRecipe } from '../../../components/recipe/types';
import { Button } from '../../../components/ui/button';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { saveRecipeToMine } from '../api/my-recipes';

const difficultyOf = (value: string | null): Difficulty =>
  DIFFICULTIES.find((difficulty) => difficulty === value) ?? 'facile';

/**
 * « Enregistrer dans mes recettes »: a catalogue or suggested recipe copied into the household's
 * book, as shown (its lines for its servings), to be changed there.
 */
export function SaveToMineButton({ recipe }: { recipe: ViewRecipe }) {
  const { t } = useTranslation('myRecipes');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      saveRecipeToMine({
        title: recipe.title,
        description: recipe.description ?? '',
        preparationTime: recipe.preparationTime ?? 0,
        servings: recipe.servings,
        difficulty: difficultyOf(recipe.difficulty),
        ingredients: recipe.ingredients,
        instructions: recipe.instructions,
        type: recipe.type,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.myRecipes }),
  });
  return (
    <>
      <Button
        variant="secondary"
        disabled={save.isPending || save.isSuccess}
        onClick={() => save.mutate()}
      >
        {save.isSuccess ? <Check aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
        {save.isSuccess ? t('savedToMine') : t('saveToMine')}
      </Button>
      {save.isError && (
        <p role="alert" className="w-full text-sm text-danger">
          {save.error.message || t('saveToMineError')}
        </p>
      )}
    </>
  );
}
