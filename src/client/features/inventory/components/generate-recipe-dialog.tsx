import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import type { DishType } from '../../../../shared/constants';
import { RecipeSuggestion } from '../../../components/recipe/recipe-suggestion';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';

// Failures whose server message tells the user what to do; anything else is
// « Erreur lors de la génération » (specification, section 8).
const EXPLAINED = new Set([
  'FRIDGE_EMPTY',
  'NO_FRIDGE_RECIPE',
  'INVENTORY_UNAVAILABLE',
  'GENERATION_FAILED',
  'RATE_LIMITED',
  'OFFLINE',
  'NETWORK',
  'SERVICE_UNAVAILABLE',
]);

/** « Générer une recette »: a dish type, then a recipe made with what is in the fridge. */
export function GenerateRecipeDialog({ onClose }: { onClose: () => void }) {
  const { t: text } = useTranslation('inventory');
  const titleId = useId();
  const [type, setType] = useState<DishType | null>(null);

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <div className="mb-4 flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
            {text('generateTitle')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{text('generateIntro')}</p>
        </div>
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
      </div>
      <RecipeSuggestion
        type={type}
        onTypeChange={setType}
        fridge
        inDialog
        describeError={(error) =>
          error instanceof ApiError && EXPLAINED.has(error.code)
            ? error.message
            : text('generateError')
        }
      />
    </Modal>
  );
}
