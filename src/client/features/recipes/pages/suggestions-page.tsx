import { useSearchParams } from 'react-router';
import { EatersChoice } from '../../../components/eaters/eaters-choice';
import { useEatersChoice } from '../../../components/eaters/use-eaters-choice';
import { RecipeSuggestion } from '../../../components/recipe/recipe-suggestion';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRecipesText } from '../lib/texts';
import { readTypeParam } from '../lib/type-param';

/**
 * /dashboard/feed: choose a dish type, get a recipe for the household's preferences (or only
 * for who eats, when chosen). The type lives in the address (`?type=plat`), so a reload or the
 * back button keeps it.
 */
export function SuggestionsPage() {
  const text = useRecipesText();
  useDocumentTitle(text('title'));
  const [params, setParams] = useSearchParams();
  const type = readTypeParam(params);
  const eaters = useEatersChoice();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-semibold text-fg">{text('title')}</h1>
        <p className="mt-1 text-pretty text-fg-muted">{text('intro')}</p>
      </header>
      <EatersChoice choice={eaters} />
      <RecipeSuggestion
        type={type}
        eaters={eaters.eaters}
        onTypeChange={(next) => setParams(next ? { type: next } : {})}
      />
    </div>
  );
}

export { SuggestionsPage as Component };
