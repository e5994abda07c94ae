// Nothing lost by accident: a page or a dialog with changes not yet saved asks before it goes
// (« Quitter sans enregistrer ? »). Pages: in-app navigation (react-router's blocker) and a reload
// or a closed tab (the browser's own `beforeunload` question). Dialogs: « Annuler », « Fermer »,
// Escape and a tap outside.
import { LogOut } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { hasLeftSession } from '../../lib/session-events';
import { ConfirmDialog } from './confirm-dialog';

/** « Quitter sans enregistrer ? »: « Rester » keeps the changes, « Quitter » drops them. */
export function DiscardChangesDialog({
  onStay,
  onLeave,
}: {
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('unsaved.title')}
      warning={t('unsaved.warning')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.leave')}
      icon={<LogOut aria-hidden="true" />}
      busy={false}
      onConfirm={onLeave}
      onClose={onStay}
    />
  );
}

/** While `dirty`, a reload or a closed tab asks first (the browser words the question). */
export function useBeforeUnload(dirty: boolean) {
  // A layout effect: set up within the keystroke's own update, so a tab closed right after asks.
  useLayoutEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

/**
 * A page with a form: while `dirty`, leaving it for another page of the app, reloading or
 * closing the tab asks first. Render the returned prompt (null when nothing is asked). Needs a
 * data router (createBrowserRouter), as the app has. Leaving the session (signing out, the
 * account deleted) never asks.
 */
export function useLeavePageGuard(dirty: boolean): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Signed out, account deleted, session expired: nothing can be saved any more.
      !hasLeftSession(nextLocation.state),
  );
  useBeforeUnload(dirty);
  // Saved meanwhile: nothing to ask any more.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.reset();
  }, [blocker, dirty]);
  if (blocker.state !== 'blocked') return null;
  return <DiscardChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />;
}

type ReportDirty = (key: string, dirty: boolean) => void;
const DirtyParts = createContext<ReportDirty | null>(null);

/**
 * A page made of several forms saved apart (settings: the profile, the e-mail change…): leaving
 * it asks first while any of them, inside, says with {@link useUnsavedForm} that it holds
 * changes. One per page: the router allows one blocker at a time.
 */
export function LeavePageGuard({ children }: { children: ReactNode }) {
  const [dirtyParts, setDirtyParts] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<ReportDirty>(
    (key, dirty) =>
      setDirtyParts((current) => {
        if (current.has(key) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const prompt = useLeavePageGuard(dirtyParts.size > 0);
  return (
    <DirtyParts.Provider value={report}>
      {children}
      {prompt}
    </DirtyParts.Provider>
  );
}

/** A form inside a {@link LeavePageGuard} says whether it holds unsaved changes. */
export function useUnsavedForm(dirty: boolean) {
  const report = useContext(DirtyParts);
  const key = useId();
  // Layout effects: the page knows within the keystroke's own update (see useBeforeUnload).
  useLayoutEffect(() => {
    report?.(key, dirty);
  }, [report, key, dirty]);
  // Gone (unmounted): nothing of it to lose.
  useLayoutEffect(() => () => report?.(key, false), [report, key]);
}

/**
 * A dialog with a form: `close` closes it at once when nothing was changed, else asks first
 * (render `prompt`); while `dirty`, a reload or a closed tab asks too. Give `close` to every way
 * out that drops the form (« Annuler », « Fermer », the modal's Escape and backdrop), not to a
 * successful submit.
 */
export function useGuardedClose(
  dirty: boolean,
  onClose: () => void,
): { close: () => void; prompt: ReactNode } {
  const [asking, setAsking] = useState(false);
  const dirtyRef = useRef(dirty);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    dirtyRef.current = dirty;
    onCloseRef.current = onClose;
  });
  useBeforeUnload(dirty);
  const close = useCallback(() => {
    if (dirtyRef.current) setAsking(true);
    else onCloseRef.current();
  }, []);
  const prompt = asking ? (
    <DiscardChangesDialog
      onStay={() => setAsking(false)}
      onLeave={() => {
        setAsking(false);
        onCloseRef.current();
      }}
    />
  ) : null;
  return { close, prompt };
}
