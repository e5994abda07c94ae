import type { ParsedUnit } from '../../../../shared/constants';
import type { PlanShoppingLine } from '../../../../shared/planning';

/** What the user changed on a preview line; the rest comes from the server's line. */
export interface LineEdit {
  name?: string;
  quantity?: string;
  unit?: ParsedUnit;
  checked?: boolean;
}

/** The user's changes, by line key: they survive a new answer for the same period. */
export interface PreviewEdits {
  changed: Record<string, LineEdit>;
  removed: string[];
}

export const NO_EDITS: PreviewEdits = { changed: {}, removed: [] };

export interface EditableLine extends PlanShoppingLine {
  checked: boolean;
}

/** The preview as the user sees it: removed lines gone, edits applied; covered lines unticked. */
export function editableLines(
  lines: readonly PlanShoppingLine[],
  edits: PreviewEdits,
): EditableLine[] {
  return lines
    .filter((line) => !edits.removed.includes(line.key))
    .map((line) => ({ ...line, checked: !line.covered, ...edits.changed[line.key] }));
}

export function editLine(edits: PreviewEdits, key: string, edit: LineEdit): PreviewEdits {
  return { ...edits, changed: { ...edits.changed, [key]: { ...edits.changed[key], ...edit } } };
}

export function removeLine(edits: PreviewEdits, key: string): PreviewEdits {
  return { ...edits, removed: [...edits.removed, key] };
}

export type LineProblem = 'nameRequired' | 'duplicate';

/** What stops the ticked lines from being added: by line key. */
export function lineProblems(lines: readonly EditableLine[]): Record<string, LineProblem> {
  const problems: Record<string, LineProblem> = {};
  const seen = new Set<string>();
  for (const line of lines) {
    if (!line.checked) continue;
    const name = line.name.trim().toLocaleLowerCase('fr');
    if (!name) problems[line.key] = 'nameRequired';
    else if (seen.has(name)) problems[line.key] = 'duplicate';
    seen.add(name);
  }
  return problems;
}
