import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/routes';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { NotificationsButton } from '../../features/notifications/components/notifications-button';
import { PreferencesControl } from './preferences-control';
import { UserMenu } from './user-menu';

interface TopBarProps {
  menuButtonRef: Ref<HTMLButtonElement>;
  drawerOpen: boolean;
  onOpenMenu: () => void;
}

/** Menu button and brand (under 1024 px), language and theme, notifications, user menu. */
export function TopBar({ menuButtonRef, drawerOpen, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation('dashboard');
  return (
    <header className="sticky top-0 print:hidden z-30 flex h-16 items-center gap-1 border-b border-border bg-surface/90 px-2 backdrop-blur-md sm:px-4 lg:px-8">
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t('shell.openMenu')}
        title={t('shell.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={onOpenMenu}
      >
        <Menu />
      </Button>
      <Link
        to={PATHS.dashboard}
        className="rounded-xl px-1 py-1 focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
      >
        <BrandLogo />
      </Link>
      <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
        <PreferencesControl />
        <NotificationsButton />
        <UserMenu />
      </div>
    </header>
  );
}
