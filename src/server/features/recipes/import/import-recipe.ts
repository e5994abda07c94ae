// The two ways into « Mes recettes » from outside: a link (the page fetched safely, its recipe
// read) and a pasted text. Both answer a draft for review; nothing is saved.
import type { RecipeDraft } from '../../../../shared/recipe-import';
import type { Config } from '../../../env';
import { readPastedRecipe } from './paste-text';
import { safeFetch, popoteUserAgent, type SafeFetchOptions } from './safe-fetch';
import { readRecipePage } from './schema-org';

/** Imports from a link allowed per household and window: each one fetches a page for it. */
export const RECIPE_IMPORT_LIMIT = { max: 10, windowSeconds: 60 } as const;

/** The recipe of the page at `url`, as a draft whose source is the page after redirects. */
export async function importRecipeFromLink(
  config: Pick<Config, 'publicBaseUrl' | 'recipeImport'>,
  url: string,
  options: Pick<SafeFetchOptions, 'signal' | 'timeoutMs' | 'resolve'> = {},
): Promise<RecipeDraft> {
  const page = await safeFetch(url, {
    allowedHosts: config.recipeImport.allowedHosts,
    userAgent: popoteUserAgent(config.publicBaseUrl),
    ...options,
  });
  return readRecipePage(page.html, page.url);
}

/** The recipe of a pasted text, as a draft. */
export function importRecipeFromText(text: string): RecipeDraft {
  return readPastedRecipe(text);
}
