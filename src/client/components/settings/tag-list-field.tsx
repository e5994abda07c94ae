import { Plus, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import type { TagProblem } from './tags';
import { addTags, removeTag, TAG_LIMITS } from './tags';

/**
 * A list of foods edited one at a time: type, then « Ajouter » or Enter; each food has its
 * own remove button. `hint`: one line under the label, read with the field.
 */
export function TagListField({
  label,
  placeholder,
  hint,
  tags,
  onChange,
}: {
  label: string;
  placeholder: string;
  hint?: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<{ kind: Exclude<TagProblem, 'empty'>; item: string }>();

  function add() {
    const result = addTags(tags, draft);
    inputRef.current?.focus();
    if (result.ok) {
      onChange(result.tags);
      setDraft('');
      setProblem(undefined);
    } else if (result.problem === 'empty') {
      setDraft('');
      setProblem(undefined);
    } else {
      setProblem({ kind: result.problem, item: result.item });
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the food instead of submitting the whole settings form.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  }

  function remove(tag: string) {
    onChange(removeTag(tags, tag));
    setProblem(undefined);
    inputRef.current?.focus();
  }

  const message =
    problem &&
    t(`preferences.tags.${problem.kind}`, {
      item: problem.item,
      max: problem.kind === 'tooMany' ? TAG_LIMITS.maxCount : TAG_LIMITS.maxLength,
    });

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="text-sm font-semibold text-fg">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-pretty text-fg-muted">
          {hint}
        </p>
      )}
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={problem ? true : undefined}
          aria-describedby={hint ? `${id}-hint ${id}-problem` : `${id}-problem`}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={handleKeyDown}
          className={`block min-h-12 w-full min-w-0 rounded-xl border bg-surface-raised px-4 py-2.5 text-base text-fg shadow-xs transition-colors placeholder:text-fg-muted focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ${
            problem ? 'border-danger' : 'border-border hover:border-fg-muted'
          }`}
        />
        <Button variant="secondary" className="min-h-12 px-4" onClick={add}>
          <Plus />
          {t('preferences.tags.add')}
        </Button>
      </div>
      <p
        id={`${id}-problem`}
        aria-live="polite"
        className="text-sm font-medium text-danger empty:hidden"
      >
        {message}
      </p>
      {tags.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex min-h-11 max-w-full items-center gap-0.5 rounded-full border border-primary/25 bg-primary-soft pl-3.5 text-sm font-medium text-fg"
            >
              <span className="min-w-0 break-words">{tag}</span>
              <button
                type="button"
                aria-label={t('preferences.tags.remove', { item: tag })}
                title={t('preferences.tags.remove', { item: tag })}
                onClick={() => remove(tag)}
                className="grid size-11 shrink-0 place-items-center rounded-full text-fg-muted transition-colors hover:bg-surface-raised hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">{t('preferences.tags.empty')}</p>
      )}
    </div>
  );
}
