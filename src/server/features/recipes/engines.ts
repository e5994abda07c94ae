import type { BaseDeps } from '../../platform/context';
import { CatalogueEngine } from './catalogue-engine';
import { LlmEngine } from './llm-engine';
import type { RecipeEngine } from './recipe';

/**
 * The catalogue answers unless a language model is configured (LLM_BASE_URL or LLM_API_KEY).
 * Pass the app's catalogue so both uses share one index.
 */
export function createRecipeEngine(
  { config, logger }: BaseDeps,
  catalogue: CatalogueEngine = new CatalogueEngine(),
): RecipeEngine {
  if (!config.llm) return catalogue;
  return new LlmEngine({ ...config.llm, logger });
}
