import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ring } from '../lib/alarm';
import { takeEnded, useCookingState } from '../lib/cooking-store';

/**
 * The running timers, ticking each second while any runs, and the one that just ended to
 * announce: each ends once, with a sound, a vibration and, when the page is hidden, a
 * notification.
 */
export function useCookingTimers() {
  const { t } = useTranslation('recipe');
  const { timers, session } = useCookingState();
  const [now, setNow] = useState(() => Date.now());
  const [announced, setAnnounced] = useState('');
  const running = timers.length > 0;

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const ended = takeEnded(at);
      if (ended.length === 0) return;
      const names = ended.map((timer) => timer.name).join(', ');
      setAnnounced(t('cooking.timerEndedAnnounce', { name: names }));
      ring(t('cooking.timerEndedTitle'), `${ended[0]!.recipeTitle} · ${names}`);
    };
    tick();
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [running, t]);

  return { timers, session, now, announced };
}
