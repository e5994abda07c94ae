import { Bell, BellOff, ChefHat, Refrigerator, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import type { AppNotification } from '../api/get-notifications';
import { formatLongDateTime, formatRelativeTime } from '../lib/relative-time';

interface NotificationsListProps {
  items: AppNotification[] | undefined;
  isError: boolean;
  onRetry: () => void;
  /** Ids of the notifications that were unread when the panel opened. */
  newIds: ReadonlySet<string>;
  /** A notification's action was followed (the panel closes). */
  onNavigate: () => void;
  /** Older pages read on request, shown after the first. */
  older?: AppNotification[];
}

/** Only a path of the app is followed: never another site, whatever a row holds. */
const isAppPath = (link: string | null): link is string =>
  link !== null && link.startsWith('/') && !link.startsWith('//');

function NotificationRow({
  item,
  isNew,
  onNavigate,
}: {
  item: AppNotification;
  isNew: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('notifications');
  const createdAt = new Date(item.createdAt);
  const expiry = item.type === 'expiry';
  const Icon = expiry ? Refrigerator : Bell;
  return (
    <li className={`flex gap-3 px-4 py-3 ${isNew ? 'bg-primary-soft/40' : ''}`}>
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-9 shrink-0 place-items-center rounded-full ${
          expiry
            ? 'bg-saffron-100 text-saffron-700 dark:bg-saffron-900 dark:text-saffron-300'
            : 'bg-primary-soft text-primary'
        }`}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-pretty text-fg">
          {item.title}
          {isNew && <span className="sr-only">{` — ${t('new')}`}</span>}
        </p>
        <p className="mt-0.5 text-sm/5 text-pretty text-fg-muted">{item.message}</p>
        <time
          dateTime={item.createdAt}
          title={formatLongDateTime(createdAt)}
          className="mt-1 block text-xs font-medium text-fg-muted"
        >
          {formatRelativeTime(createdAt)}
        </time>
        {isAppPath(item.link) && (
          <ButtonLink to={item.link} variant="secondary" className="mt-2" onClick={onNavigate}>
            <ChefHat aria-hidden="true" />
            {t('cookWith')}
          </ButtonLink>
        )}
      </div>
      {isNew && (
        <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" />
      )}
    </li>
  );
}

function LoadingRows() {
  const { t } = useTranslation('notifications');
  return (
    <div role="status" className="divide-y divide-border">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-3 px-4 py-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2 py-0.5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The panel's content: skeleton while loading, the error with a retry, empty, or the list. */
export function NotificationsList({
  items,
  isError,
  onRetry,
  newIds,
  onNavigate,
  older = [],
}: NotificationsListProps) {
  const { t } = useTranslation('notifications');

  if (items === undefined && isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <p role="alert" className="text-sm font-medium text-danger">
          {t('error')}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw />
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (items === undefined) return <LoadingRows />;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-surface-sunken text-fg-muted">
          <BellOff className="size-6" aria-hidden="true" />
        </span>
        <p className="text-fg-muted">{t('empty')}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {[...items, ...older.filter((item) => !items.some((first) => first.id === item.id))].map(
        (item) => (
          <NotificationRow
            key={item.id}
            item={item}
            isNew={newIds.has(item.id)}
            onNavigate={onNavigate}
          />
        ),
      )}
    </ul>
  );
}
