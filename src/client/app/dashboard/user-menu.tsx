import { Heart, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/routes';
import { DropdownMenu } from '../../components/ui/dropdown-menu';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useMe } from '../../lib/me';
import { SIGNED_OUT_STATE } from '../../lib/session-events';
import { fullName, UserAvatar } from './user-avatar';

/** The avatar button of the top bar: who is signed in, Favoris, Paramètres, Déconnexion. */
export function UserMenu() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { data: me } = useMe();
  const signOut = useSignOut();
  const user = me?.user;
  const name = fullName(user);

  return (
    <DropdownMenu
      label={name ? t('shell.userMenu.labelNamed', { name }) : t('shell.userMenu.label')}
      buttonContent={<UserAvatar user={user} />}
      buttonClassName="grid size-11 place-items-center rounded-full transition hover:ring-2 hover:ring-primary/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-expanded:ring-2 aria-expanded:ring-primary/40"
      header={
        user && (
          <div className="mb-2 border-b border-border px-3 pt-1 pb-3">
            <p className="text-xs font-medium text-fg-muted">{t('shell.userMenu.signedInAs')}</p>
            <p className="truncate font-semibold text-fg">{name}</p>
            <p className="truncate text-sm text-fg-muted">{user.email}</p>
          </div>
        )
      }
      items={[
        {
          id: 'favorites',
          label: t('shell.userMenu.favorites'),
          icon: <Heart />,
          to: PATHS.dashboardFavorites,
        },
        {
          id: 'settings',
          label: t('shell.userMenu.settings'),
          icon: <Settings />,
          to: PATHS.dashboardSettings,
        },
        {
          id: 'signOut',
          label: t('shell.userMenu.signOut'),
          icon: <LogOut />,
          disabled: signOut.isPending,
          onSelect: () =>
            signOut.mutate(undefined, {
              onSuccess: () => void navigate(PATHS.home, { state: SIGNED_OUT_STATE }),
            }),
        },
      ]}
    />
  );
}
