import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Eater } from '../../../shared/eaters';
import { eatersQuery } from './api';

export interface EatersChoiceState {
  /** `hidden`: one person only, or the list could not be read (everyone eats, as by default). */
  status: 'loading' | 'hidden' | 'ready';
  items: Eater[];
  /** Who eats: everyone until someone is left out, never nobody. */
  selected: Eater[];
  /** Adds or leaves out one person; false (and nothing changes) for the last one left. */
  toggle: (id: string) => boolean;
  /** What to send with a request: undefined while everyone eats (the server's default). */
  eaters: string[] | undefined;
}

/**
 * The state of « Qui mange ? »: everyone at the household's table by default, or `defaults`
 * (who is home at that meal, « Qui est là ? »; who ate it so far) until the user changes the
 * choice — defaults that change meanwhile (another day chosen) are followed until then.
 */
export function useEatersChoice(defaults?: readonly string[] | null): EatersChoiceState {
  const query = useQuery(eatersQuery);
  // Who was left out (not who eats): a person added meanwhile eats, as everyone does by
  // default. Null until the user changes the choice: the defaults hold.
  const [leftOut, setLeftOut] = useState<ReadonlySet<string> | null>(null);
  const items = useMemo(() => query.data ?? [], [query.data]);
  const defaultKey = defaults ? defaults.join(' ') : null;

  const selected = useMemo(() => {
    const wanted = defaultKey === null ? null : new Set(defaultKey.split(' '));
    const eating = items.filter((eater) =>
      leftOut !== null ? !leftOut.has(eater.id) : !wanted || wanted.has(eater.id),
    );
    // Those still chosen were all removed from the household meanwhile: back to everyone.
    return eating.length > 0 ? eating : items;
  }, [items, leftOut, defaultKey]);

  const toggle = useCallback(
    (id: string) => {
      const eating = selected.some((eater) => eater.id === id);
      if (eating && selected.length === 1) return false;
      // From the choice as shown (which may have fallen back to everyone).
      const next = new Set(
        items.filter((eater) => !selected.includes(eater)).map((eater) => eater.id),
      );
      if (eating) next.add(id);
      else next.delete(id);
      setLeftOut(next);
      return true;
    },
    [items, selected],
  );

  const everyone = selected.length === items.length;
  const eaters = useMemo(
    () => (everyone ? undefined : selected.map((eater) => eater.id)),
    [everyone, selected],
  );

  // A failed refresh keeps the list already read; a failed first read hides the choice.
  const status = query.isPending ? 'loading' : !query.data || items.length < 2 ? 'hidden' : 'ready';
  return { status, items, selected, toggle, eaters: status === 'ready' ? eaters : undefined };
}
