import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../../shared/dates';
import {
  PRESENCE_MOMENTS,
  RITUAL_KINDS,
  WEEKDAYS,
  weekdayOf,
  type PresencePattern,
  type RitualKind,
  type Weekday,
  type WeekSettings,
} from '../../../../shared/week-settings';
import { eatersQuery } from '../../../components/eaters/api';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { saveWeekSettings, weekSettingsQuery } from '../api/week-settings';
import { todayLocal } from '../lib/meals';

type Moment = (typeof PRESENCE_MOMENTS)[number];
/** A cell of the week: there, away every week, or away every other week. */
type Presence = 'here' | 'away' | 'alternate';
const NEXT: Record<Presence, Presence> = { here: 'away', away: 'alternate', alternate: 'here' };
const MINUTES = [15, 20, 30, 45, 60, 90, 120, 180];

/** The Monday of this week: the anchor of « une semaine sur deux » set today. */
const thisMonday = () => {
  const today = todayLocal();
  return addDays(today, 1 - weekdayOf(today));
};

function presenceOf(
  patterns: readonly PresencePattern[],
  personId: string,
  weekday: Weekday,
  moment: Moment,
): Presence {
  const rule = patterns.findLast(
    (pattern) =>
      pattern.personId === personId && pattern.weekday === weekday && pattern.moment === moment,
  );
  if (!rule || rule.present) return 'here';
  return rule.anchor ? 'alternate' : 'away';
}

const CELL =
  'min-h-11 w-full rounded-xl border px-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const CELL_STYLE: Record<Presence, string> = {
  here: 'border-primary bg-primary-soft text-primary',
  away: 'border-border bg-surface-sunken text-fg-muted line-through',
  alternate: 'border-dashed border-primary bg-surface-raised text-fg',
};

/**
 * « Qui est là ? »: per person, a week of lunches and dinners to tick (there, away, away one
 * week out of two), the one-off changes, the time each day allows to cook, and the rituals.
 */
export function WeekSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('planning');
  const titleId = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(weekSettingsQuery);
  const eaters = useQuery(eatersQuery);
  const [draft, setDraft] = useState<WeekSettings | null>(null);
  const [personId, setPersonId] = useState<string | null>(null);
  const [change, setChange] = useState({
    personId: '',
    date: '',
    moment: 'dinner' as Moment,
    present: false,
  });
  const [ritual, setRitual] = useState({
    weekday: 5 as Weekday,
    moment: 'dinner' as Moment,
    text: '',
    kind: 'dish' as RitualKind,
    monthly: false,
  });

  const week = draft ?? settings.data ?? null;
  const people = eaters.data ?? [];
  const person = people.find((eater) => eater.id === personId) ?? people[0];

  const save = useMutation({
    mutationFn: saveWeekSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEYS.weekSettings, saved);
      onClose();
    },
  });

  const edit = (next: (current: WeekSettings) => WeekSettings) =>
    setDraft((current) => {
      const base = current ?? settings.data;
      return base ? next(base) : current;
    });

  const cycle = (weekday: Weekday, moment: Moment) => {
    if (!person || !week) return;
    const next = NEXT[presenceOf(week.patterns, person.id, weekday, moment)];
    edit((current) => ({
      ...current,
      patterns: [
        ...current.patterns.filter(
          (pattern) =>
            !(
              pattern.personId === person.id &&
              pattern.weekday === weekday &&
              pattern.moment === moment
            ),
        ),
        ...(next === 'here'
          ? []
          : [
              {
                personId: person.id,
                weekday,
                moment,
                present: false,
                anchor: next === 'alternate' ? thisMonday() : null,
              },
            ]),
      ],
    }));
  };

  const addChange = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const who = change.personId || person?.id;
    if (!who || !/^\d{4}-\d{2}-\d{2}$/.test(change.date)) return;
    edit((current) => ({
      ...current,
      changes: [...current.changes, { ...change, personId: who }],
    }));
  };

  const addRitual = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = ritual.text.trim();
    if (!text) return;
    edit((current) => ({
      ...current,
      rituals: [
        ...current.rituals.filter(
          (other) => !(other.weekday === ritual.weekday && other.moment === ritual.moment),
        ),
        { ...ritual, text },
      ],
    }));
    setRitual((current) => ({ ...current, text: '' }));
  };

  const nameOf = (id: string) => people.find((eater) => eater.id === id)?.firstName ?? '';
  const day = (weekday: number) => t(`settingsWeek.days.${weekday as Weekday}`);
  const moment = (id: Moment) => t(`week.moments.${id}`);

  return (
    <Modal labelledBy={titleId} onClose={onClose} size="lg">
      <div className="flex flex-col gap-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-fg">
              {t('settingsWeek.title')}
            </h2>
            <p className="mt-1 text-sm text-fg-muted">{t('settingsWeek.intro')}</p>
          </div>
          <Button variant="ghost" size="icon" aria-label={t('week.close')} onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>

        {settings.isError || eaters.isError ? (
          <Alert variant="error">{t('settingsWeek.loadError')}</Alert>
        ) : !week || eaters.isPending ? (
          <p className="text-fg-muted">{t('settingsWeek.loading')}</p>
        ) : (
          <>
            <section aria-labelledby={`${titleId}-who`} className="flex flex-col gap-3">
              <h3 id={`${titleId}-who`} className="text-lg font-semibold text-fg">
                {t('settingsWeek.whoTitle')}
              </h3>
              {people.length > 1 && (
                <div
                  role="group"
                  aria-label={t('settingsWeek.person')}
                  className="flex flex-wrap gap-2"
                >
                  {people.map((eater) => (
                    <button
                      key={eater.id}
                      type="button"
                      aria-pressed={eater.id === person?.id}
                      onClick={() => setPersonId(eater.id)}
                      className={`${CELL} w-auto px-3 ${
                        eater.id === person?.id ? CELL_STYLE.here : 'border-border text-fg-muted'
                      }`}
                    >
                      {eater.firstName || t('settingsWeek.someone')}
                    </button>
                  ))}
                </div>
              )}
              <p className="text-sm text-fg-muted">{t('settingsWeek.whoHint')}</p>
              {person && (
                <table className="w-full table-fixed border-separate border-spacing-1 text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className="w-20 text-left font-semibold text-fg-muted">
                        <span className="sr-only">{t('settingsWeek.day')}</span>
                      </th>
                      {PRESENCE_MOMENTS.map((id) => (
                        <th key={id} scope="col" className="font-semibold text-fg">
                          {moment(id)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {WEEKDAYS.map((weekday) => (
                      <tr key={weekday}>
                        <th scope="row" className="text-left font-semibold text-fg">
                          {day(weekday)}
                        </th>
                        {PRESENCE_MOMENTS.map((id) => {
                          const state = presenceOf(week.patterns, person.id, weekday, id);
                          return (
                            <td key={id}>
                              <button
                                type="button"
                                className={`${CELL} ${CELL_STYLE[state]}`}
                                aria-label={t('settingsWeek.cellLabel', {
                                  name: person.firstName,
                                  day: day(weekday),
                                  moment: moment(id),
                                  state: t(`settingsWeek.state.${state}`),
                                })}
                                onClick={() => cycle(weekday, id)}
                              >
                                {t(`settingsWeek.state.${state}`)}
                              </button>
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>

            <section aria-labelledby={`${titleId}-changes`} className="flex flex-col gap-3">
              <h3 id={`${titleId}-changes`} className="text-lg font-semibold text-fg">
                {t('settingsWeek.changesTitle')}
              </h3>
              {week.changes.length > 0 && (
                <ul className="flex flex-col gap-2">
                  {week.changes.map((item, index) => (
                    <li
                      key={`${item.personId} ${item.date} ${item.moment} ${index}`}
                      className="flex items-center justify-between gap-2 rounded-xl border border-border px-3 py-2 text-sm"
                    >
                      <span>
                        {t(item.present ? 'settingsWeek.changeHere' : 'settingsWeek.changeAway', {
                          name: nameOf(item.personId),
                          date: item.date.split('-').reverse().join('/'),
                          moment: moment(item.moment).toLocaleLowerCase('fr'),
                        })}
                      </span>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('settingsWeek.remove')}
                        onClick={() =>
                          edit((current) => ({
                            ...current,
                            changes: current.changes.filter((_, other) => other !== index),
                          }))
                        }
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <form onSubmit={addChange} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <SelectField
                  label={t('settingsWeek.person')}
                  value={change.personId || person?.id || ''}
                  onChange={(event) => setChange({ ...change, personId: event.target.value })}
                >
                  {people.map((eater) => (
                    <option key={eater.id} value={eater.id}>
                      {eater.firstName || t('settingsWeek.someone')}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t('settingsWeek.date')}
                  type="date"
                  value={change.date}
                  onChange={(event) => setChange({ ...change, date: event.target.value })}
                />
                <SelectField
                  label={t('settingsWeek.moment')}
                  value={change.moment}
                  onChange={(event) =>
                    setChange({ ...change, moment: event.target.value as Moment })
                  }
                >
                  {PRESENCE_MOMENTS.map((id) => (
                    <option key={id} value={id}>
                      {moment(id)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('settingsWeek.presence')}
                  value={change.present ? 'here' : 'away'}
                  onChange={(event) =>
                    setChange({ ...change, present: event.target.value === 'here' })
                  }
                >
                  <option value="away">{t('settingsWeek.state.away')}</option>
                  <option value="here">{t('settingsWeek.state.here')}</option>
                </SelectField>
                <Button type="submit" variant="secondary" className="col-span-2 sm:col-span-4">
                  <Plus aria-hidden="true" />
                  {t('settingsWeek.addChange')}
                </Button>
              </form>
            </section>

            <section aria-labelledby={`${titleId}-time`} className="flex flex-col gap-3">
              <h3 id={`${titleId}-time`} className="text-lg font-semibold text-fg">
                {t('settingsWeek.timeTitle')}
              </h3>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {WEEKDAYS.map((weekday) => {
                  const value = week.cookingMinutes[weekday - 1] ?? 30;
                  return (
                    <SelectField
                      key={weekday}
                      label={day(weekday)}
                      value={String(value)}
                      onChange={(event) =>
                        edit((current) => ({
                          ...current,
                          cookingMinutes: current.cookingMinutes.map((minutes, index) =>
                            index === weekday - 1 ? Number(event.target.value) : minutes,
                          ),
                        }))
                      }
                    >
                      {[...new Set([...MINUTES, value])]
                        .sort((a, b) => a - b)
                        .map((minutes) => (
                          <option key={minutes} value={minutes}>
                            {t('settingsWeek.minutes', { count: minutes })}
                          </option>
                        ))}
                    </SelectField>
                  );
                })}
              </div>
            </section>

            <section aria-labelledby={`${titleId}-rituals`} className="flex flex-col gap-3">
              <h3 id={`${titleId}-rituals`} className="text-lg font-semibold text-fg">
                {t('settingsWeek.ritualsTitle')}
              </h3>
              <p className="text-sm text-fg-muted">{t('settingsWeek.ritualsHint')}</p>
              {week.rituals.length > 0 && (
                <ul className="flex flex-col gap-2">
                  {week.rituals.map((item) => (
                    <li
                      key={`${item.weekday} ${item.moment}`}
                      className="flex items-center justify-between gap-2 rounded-xl border border-border px-3 py-2 text-sm"
                    >
                      <span>
                        {t(item.monthly ? 'settingsWeek.ritualMonthly' : 'settingsWeek.ritual', {
                          text: item.text,
                          day: day(item.weekday).toLocaleLowerCase('fr'),
                          moment: moment(item.moment).toLocaleLowerCase('fr'),
                        })}
                        {item.kind === 'out' && ` · ${t('settingsWeek.kind.out')}`}
                      </span>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('settingsWeek.removeRitual', { text: item.text })}
                        onClick={() =>
                          edit((current) => ({
                            ...current,
                            rituals: current.rituals.filter((other) => other !== item),
                          }))
                        }
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <form onSubmit={addRitual} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <TextField
                  label={t('settingsWeek.ritualText')}
                  className="col-span-2"
                  value={ritual.text}
                  maxLength={60}
                  placeholder={t('settingsWeek.ritualPlaceholder')}
                  onChange={(event) => setRitual({ ...ritual, text: event.target.value })}
                />
                <SelectField
                  label={t('settingsWeek.day')}
                  value={String(ritual.weekday)}
                  onChange={(event) =>
                    setRitual({ ...ritual, weekday: Number(event.target.value) as Weekday })
                  }
                >
                  {WEEKDAYS.map((weekday) => (
                    <option key={weekday} value={weekday}>
                      {day(weekday)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('settingsWeek.moment')}
                  value={ritual.moment}
                  onChange={(event) =>
                    setRitual({ ...ritual, moment: event.target.value as Moment })
                  }
                >
                  {PRESENCE_MOMENTS.map((id) => (
                    <option key={id} value={id}>
                      {moment(id)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('settingsWeek.kindLabel')}
                  className="col-span-2"
                  value={ritual.kind}
                  onChange={(event) =>
                    setRitual({ ...ritual, kind: event.target.value as RitualKind })
                  }
                >
                  {RITUAL_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`settingsWeek.kind.${kind}`)}
                    </option>
                  ))}
                </SelectField>
                <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm text-fg">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary"
                    checked={ritual.monthly}
                    onChange={(event) => setRitual({ ...ritual, monthly: event.target.checked })}
                  />
                  {t('settingsWeek.monthly')}
                </label>
                <Button type="submit" variant="secondary" className="col-span-2 sm:col-span-4">
                  <Plus aria-hidden="true" />
                  {t('settingsWeek.addRitual')}
                </Button>
              </form>
            </section>

            {save.isError && <Alert variant="error">{t('settingsWeek.saveError')}</Alert>}
            <div className="sticky -bottom-6 -mx-5 flex flex-col gap-3 border-t border-border bg-surface-raised px-5 py-4 sm:-mx-7 sm:flex-row sm:justify-end sm:px-7">
              <Button variant="secondary" onClick={onClose}>
                {t('week.cancel')}
              </Button>
              <Button disabled={save.isPending} onClick={() => save.mutate(week)}>
                {t(save.isPending ? 'settingsWeek.saving' : 'settingsWeek.save')}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
