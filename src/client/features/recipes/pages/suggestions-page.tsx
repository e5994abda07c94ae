import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EatersChoice } from '../../../components/eaters/eaters-choice';
import { useEatersChoice } from '../../../components/eaters/use-eaters-choice';
import { RecipeSuggestion } from '../../../components/recipe/recipe-suggestion';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FridgeModeBanner } from '../components/fridge-mode-banner';
import { readFridgeParams } from '../lib/fridge-params';
import { readTypeParam } from '../lib/type-param';

/**
 * /dashboard/feed: choose a dish type, get a recipe for the household's preferences (or only
 * for who eats, when chosen). The type lives in the address (`?type=plat`), so a reload or the
 * back button keeps it; so does fridge mode (`?fridge=1&priority=<ids>`, from an expiry alert).
 */
export function SuggestionsPage() {
  const { t: text } = useTranslation('recipes');
  useDocumentTitle(text('title'));
  const [params, setParams] = useSearchParams();
  const type = readTypeParam(params);
  const { fridge, priority } = useMemo(() => readFridgeParams(params), [params]);
  const eaters = useEatersChoice();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-semibold text-fg">{text('title')}</h1>
        <p className="mt-1 text-pretty text-fg-muted">{text('intro')}</p>
      </header>
      {fridge && <FridgeModeBanner prioritized={priority.length > 0} />}
      <EatersChoice choice={eaters} />
      <RecipeSuggestion
        type={type}
        fridge={fridge}
        priority={priority}
        eaters={eaters.eaters}
        onTypeChange={(next) =>
          setParams((current) => {
            const kept = new URLSearchParams(current);
            if (next) kept.set('type', next);
            else kept.delete('type');
            return kept;
          })
        }
      />
    </div>
  );
}

export { SuggestionsPage as Component };
