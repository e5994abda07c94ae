/** A recipe read from the text a language model wrote (specification, section 5). */
export interface RecipeText {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
}

export class RecipeFormatError extends Error {
  override name = 'RecipeFormatError';
}

/** The specification's four messages (section 5), verbatim. */
export const RECIPE_FORMAT_ERRORS = {
  title: 'Format de recette invalide: titre manquant',
  description: 'Format de recette invalide: description manquante',
  ingredients: 'Format de recette invalide: ingrédients manquants',
  instructions: 'Format de recette invalide: instructions manquantes',
} as const;

const bare = (line: string) =>
  line
    .replace(/[*_#`]/g, '')
    .trim()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** 'Titre : Tarte' → 'Tarte' when the line starts with one of the labels. */
function labelled(line: string, labels: readonly string[]): string | null {
  const plain = line.replace(/[*_#`]/g, '').trim();
  const match = /^([\p{L} ]+?)\s*:\s*(.*)$/u.exec(plain);
  if (!match) return null;
  return labels.includes(bare(match[1]!)) ? match[2]!.trim() : null;
}

const isHeading = (line: string, names: readonly string[]) =>
  names.includes(bare(line).replace(/\s*:\s*$/, ''));

const INGREDIENT_HEADINGS = ['ingredients', 'ingredient'];
const INSTRUCTION_HEADINGS = ['instructions', 'preparation', 'etapes'];

/**
 * Reads « Titre: … », « Description: … », an « Ingrédients: » section of dash bullets and
 * an « Instructions: » section of numbered lines; throws « Format de recette invalide: … »
 * naming the first missing part.
 */
export function parseRecipeText(text: string): RecipeText {
  let title = '';
  let description = '';
  const ingredients: string[] = [];
  const instructions: string[] = [];
  let section: 'ingredients' | 'instructions' | null = null;

  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const titleValue = labelled(line, ['titre', 'title', 'nom']);
    const descriptionValue = labelled(line, ['description']);
    if (titleValue !== null) {
      title ||= titleValue;
      section = null;
    } else if (descriptionValue !== null) {
      description ||= descriptionValue;
      section = null;
    } else if (isHeading(line, INGREDIENT_HEADINGS)) {
      section = 'ingredients';
    } else if (isHeading(line, INSTRUCTION_HEADINGS)) {
      section = 'instructions';
    } else if (section === 'ingredients') {
      const bullet = /^[-•*–]\s*(.+)$/.exec(line);
      if (bullet) ingredients.push(bullet[1]!.trim());
    } else if (section === 'instructions') {
      const step = /^\d+\s*[.)-]\s*(.+)$/.exec(line);
      if (step) instructions.push(step[1]!.trim());
    } else if (!title && /^#+\s/.test(line)) {
      title = line.replace(/^#+\s*/, '').trim();
    }
  }

  const recipe = { title, description, ingredients, instructions };
  for (const [field, message] of Object.entries(RECIPE_FORMAT_ERRORS) as [
    keyof RecipeText,
    string,
  ][]) {
    if (recipe[field].length === 0) throw new RecipeFormatError(message);
  }
  return recipe;
}
