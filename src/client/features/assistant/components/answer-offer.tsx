import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarPlus, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AssistantOffer, AssistantRecipe as Recipe } from '../../../../shared/assistant';
import { PATHS } from '../../../../shared/routes';
import { addRecipeToShoppingList } from '../../../components/recipe/api';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { addPlannedMeals } from '../../planning/api/week-plan';

const today = () => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/** A menu's « Tout planifier » (one date and time for every course) and « Tout ajouter à la liste ». */
function MenuActions({ recipes, eaters }: { recipes: Recipe[]; eaters?: string[] | undefined }) {
  const { t: text } = useTranslation('assistant');
  const queryClient = useQueryClient();
  const formId = useId();
  const [choosing, setChoosing] = useState(false);
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('19:30');

  const plan = useMutation({
    mutationFn: () =>
      addPlannedMeals({
        meals: recipes.map((recipe) => ({
          recipeTitle: recipe.title,
          date,
          time,
          servings: Math.min(recipe.servings, 50),
          type: recipe.type,
          recipeId: recipe.id,
          recipe: {
            servings: recipe.servings,
            description: recipe.description,
            ingredients: recipe.ingredients,
            instructions: recipe.instructions,
          },
          ...(eaters ? { eaters } : {}),
        })),
      }),
    onSuccess: () => {
      setChoosing(false);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.plannedMeals });
    },
  });

  const addAll = useMutation({
    mutationFn: async () => {
      for (const recipe of recipes) await addRecipeToShoppingList(recipe);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shoppingItems });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.stats });
    },
  });

  return (
    <div role="group" aria-label={text('offer.menuActions')} className="flex flex-col gap-3">
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button
          variant="secondary"
          onClick={() => setChoosing((open) => !open)}
          aria-expanded={choosing}
          aria-controls={formId}
        >
          <CalendarPlus aria-hidden="true" />
          {text('offer.planAll')}
        </Button>
        <Button
          variant="secondary"
          disabled={addAll.isPending || addAll.isSuccess}
          onClick={() => addAll.mutate()}
        >
          <ShoppingCart aria-hidden="true" />
          {text('offer.addAll')}
        </Button>
      </div>
      {choosing && (
        <form
          id={formId}
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            plan.mutate();
          }}
        >
          <label className="flex flex-col gap-1 text-sm text-fg-muted">
            {text('offer.date')}
            <input
              type="date"
              required
              value={date}
              onChange={(event) => setDate(event.target.value)}
              className="min-h-11 rounded-xl border border-border bg-surface px-3 text-fg"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm text-fg-muted">
            {text('offer.time')}
            <input
              type="time"
              required
              value={time}
              onChange={(event) => setTime(event.target.value)}
              className="min-h-11 rounded-xl border border-border bg-surface px-3 text-fg"
            />
          </label>
          <Button type="submit" disabled={plan.isPending}>
            {text('offer.confirmPlan', { count: recipes.length })}
          </Button>
        </form>
      )}
      {plan.isSuccess && (
        <p role="status" className="text-sm text-fg-muted">
          {text('offer.planned', { count: recipes.length })}
        </p>
      )}
      {addAll.isSuccess && (
        <p role="status" className="text-sm text-fg-muted">
          {text('offer.added', { count: recipes.length })}
        </p>
      )}
      {plan.isError && <Alert variant="error">{text('offer.planError')}</Alert>}
      {addAll.isError && <Alert variant="error">{text('offer.addError')}</Alert>}
    </div>
  );
}

/** What an answer offers beyond its cards: a whole menu's actions, or « Planifier ma semaine ». */
export function AnswerOffer({
  offer,
  recipes,
  eaters,
}: {
  offer: AssistantOffer;
  recipes: Recipe[];
  eaters?: string[] | undefined;
}) {
  const { t: text } = useTranslation('assistant');
  const navigate = useNavigate();
  if (offer.kind === 'menu') {
    return recipes.length > 0 ? <MenuActions recipes={recipes} eaters={eaters} /> : null;
  }
  return (
    <div>
      <Button
        onClick={() =>
          void navigate(PATHS.dashboardPlanning, {
            state: {
              weekPlan: { cheap: offer.cheap, quick: offer.quick, vegetarian: offer.vegetarian },
            },
          })
        }
      >
        <CalendarDays aria-hidden="true" />
        {text('offer.planWeek')}
      </Button>
    </div>
  );
}
