import { useId } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConcernedPerson, RestrictionConcerns } from '../api/household-restrictions';
import { toggleEveryone, togglePerson } from '../lib/household-restrictions';

/**
 * « Qui est concerné ? »: « Tout le foyer » first (every meal of the household, people added
 * later included; checking it unchecks the names), then each person of the household.
 */
export function ConcernsField({
  people,
  concerns,
  onChange,
  error,
  everyoneRef,
}: {
  people: readonly ConcernedPerson[];
  concerns: RestrictionConcerns;
  onChange: (concerns: RestrictionConcerns) => void;
  error: string | undefined;
  everyoneRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const row = 'flex min-h-11 cursor-pointer items-center gap-3 text-base text-fg';
  const box = 'size-5 shrink-0 accent-primary';
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-base font-semibold text-fg">
        {t('family.restrictions.concerns')}
      </legend>
      <div className="mt-2 flex flex-col">
        <label className={`${row} font-semibold`}>
          <input
            ref={everyoneRef}
            type="checkbox"
            name="concerns"
            value="everyone"
            checked={concerns === 'everyone'}
            aria-describedby={`${id}-everyone`}
            onChange={() => onChange(toggleEveryone(concerns))}
            className={box}
          />
          {t('family.restrictions.everyone')}
        </label>
        <p id={`${id}-everyone`} className="mb-2 pl-8 text-sm text-pretty text-fg-muted">
          {t('family.restrictions.everyoneHint')}
        </p>
        <div className="flex flex-col border-t border-border pt-2">
          {people.map((person) => (
            <label key={person.id} className={row}>
              <input
                type="checkbox"
                name="concerns"
                value={person.id}
                checked={concerns !== 'everyone' && concerns.includes(person.id)}
                onChange={() => onChange(togglePerson(concerns, person.id))}
                className={box}
              />
              <span className="min-w-0 break-words">
                {person.firstName.trim() || t('family.restrictions.unnamed')}
              </span>
              {person.child && (
                <span className="text-sm text-fg-muted">{t('family.restrictions.child')}</span>
              )}
            </label>
          ))}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
