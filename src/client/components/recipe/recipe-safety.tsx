import { ShieldCheck, TriangleAlert } from 'lucide-react';
import type { RecipeSafety } from '../../../shared/food/table-safety';

/** A note that warns (the recipe does not suit someone, an ingredient could not be checked). */
const isWarning = (note: string) => /^attention\b/i.test(note.trim());

/**
 * For whom a recipe is prepared and what it respects, as the server wrote it (« Pour Noé · Sans
 * fruits à coque, sans champignons »), then its short notes (« La noix de coco n’est pas un
 * fruit à coque. »), a warning in the warning colour. Plain text: screen readers read it in
 * place. Nothing when the server said nothing.
 */
export function RecipeSafetyLine({
  safety,
  compact = false,
  className,
}: {
  /** Absent or null (a meal without a recipe, an older answer): nothing is shown. */
  safety: RecipeSafety | null | undefined;
  /** In a list row (the planning): the line in small type, under the row's own text. */
  compact?: boolean;
  className?: string;
}) {
  if (!safety?.line) return null;
  const notes = safety.notes.filter((note) => note.trim().length > 0);
  return (
    <div
      data-testid="recipe-safety"
      className={`flex items-start ${compact ? 'gap-1.5' : 'gap-2'} ${className ?? ''}`}
    >
      <ShieldCheck
        aria-hidden="true"
        className={`mt-0.5 shrink-0 text-success ${compact ? 'size-3.5' : 'size-4'}`}
      />
      <div className="min-w-0 flex-1">
        <p
          className={`font-semibold text-pretty break-words text-fg ${compact ? 'text-xs/5' : 'text-sm'}`}
        >
          {safety.line}
        </p>
        {notes.length > 0 && (
          <ul className="mt-1 flex flex-col gap-1">
            {notes.map((note, index) =>
              isWarning(note) ? (
                <li
                  key={index}
                  className="flex items-start gap-1.5 text-xs/5 font-medium text-pretty text-warning"
                >
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                  <span className="min-w-0">{note}</span>
                </li>
              ) : (
                <li key={index} className="text-xs/5 text-pretty text-fg-muted">
                  {note}
                </li>
              ),
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
