import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { DishType } from '../../../shared/constants';
import type { RecipeSafety } from '../../../shared/food/table-safety';
import type { Portions } from '../../../shared/portions';
import { DishIcon } from '../dish-icon';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { RecipeMeta } from './recipe-meta';
import { RecipeSafetyLine } from './recipe-safety';

/** What the full recipe shows (a suggestion, or a favourite mapped to these fields). */
export interface RecipeDetailData {
  title: string;
  type: DishType;
  description: string | null;
  preparationTime: number;
  servings: number;
  difficulty: string;
  ingredients: string[];
  instructions: string[];
  /** For whom and what it respects (a suggestion's; a favourite has none). */
  safety?: RecipeSafety;
  /** Who eats, counted, when it was scaled for them (a suggestion's; a favourite has none). */
  portions?: Portions | undefined;
}

/** The whole recipe: for whom, what it respects, every ingredient and the numbered steps. */
export function RecipeDetail({
  recipe,
  titleId,
  descriptionId,
  headingLevel = 2,
  headerAction,
}: {
  recipe: RecipeDetailData;
  titleId: string;
  descriptionId?: string;
  headingLevel?: 2 | 3;
  /** A control at the end of the title row (e.g. the dialog's close button). */
  headerAction?: ReactNode;
}) {
  const { t: text } = useTranslation('recipe');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <DishIcon type={recipe.type} />
        <div className="min-w-0 flex-1">
          <Heading
            id={titleId}
            tabIndex={-1}
            className="font-display text-xl font-semibold text-balance text-fg focus:outline-none"
          >
            {recipe.title}
          </Heading>
          <p className="text-sm text-fg-muted">{text(`types.${recipe.type}`)}</p>
        </div>
        {headerAction}
      </div>
      {recipe.description && (
        <p id={descriptionId} className="text-fg">
          {recipe.description}
        </p>
      )}
      <RecipeMeta recipe={recipe} />
      <RecipeSafetyLine safety={recipe.safety} />
      <div>
        <Sub className="mb-2 font-semibold text-fg">{text('ingredients')}</Sub>
        <ul className="list-disc space-y-1 pl-5 text-fg marker:text-primary">
          {recipe.ingredients.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <Sub className="mb-2 font-semibold text-fg">{text('instructions')}</Sub>
        <ol className="list-decimal space-y-2 pl-5 text-fg marker:font-semibold marker:text-primary">
          {recipe.instructions.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** The full recipe in a modal dialog (Escape or the close button closes it). */
export function RecipeDetailModal({
  recipe,
  onClose,
}: {
  recipe: RecipeDetailData;
  onClose: () => void;
}) {
  const { t: text } = useTranslation('recipe');
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      labelledBy={titleId}
      describedBy={recipe.description ? descriptionId : undefined}
      onClose={onClose}
    >
      <RecipeDetail
        recipe={recipe}
        titleId={titleId}
        descriptionId={descriptionId}
        headerAction={
          <Button
            variant="ghost"
            size="icon"
            aria-label={text('close')}
            title={text('close')}
            onClick={onClose}
            className="-mt-1 -mr-2"
          >
            <X aria-hidden="true" />
          </Button>
        }
      />
    </Modal>
  );
}
