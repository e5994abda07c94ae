import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useMe } from '../../lib/me';
import { NAV_ITEMS } from './nav-items';
import type { NavItem } from './nav-items';

const LINK =
  'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-base font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const IDLE = 'text-fg-muted hover:bg-surface-sunken hover:text-fg';
const ACTIVE = 'bg-primary-soft font-semibold text-primary';
// Assistant Chef stands out: a warm glow and a sparkle, active or not.
const CHAT = 'ring-1 ring-primary/25 ring-inset bg-linear-to-r from-primary-soft/70 to-transparent';

function EntryLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard');
  const Icon = item.icon;
  const isChat = item.key === 'chat';
  // Highlighted always (specification); called « IA » only when a language model answers.
  const { data: me } = useMe();
  const languageModel = me?.assistant?.languageModel === true;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        [LINK, isActive ? ACTIVE : IDLE, isChat && CHAT].filter(Boolean).join(' ')
      }
    >
      <Icon aria-hidden="true" className={`size-5 shrink-0 ${isChat ? 'text-primary' : ''}`} />
      <span className="min-w-0 flex-1 truncate">{t(`shell.nav.${item.key}`)}</span>
      {isChat && languageModel && (
        <span
          aria-hidden="true"
          data-badge="ia"
          className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-on-primary"
        >
          <Sparkles className="size-3" />
          {t('shell.chatBadge')}
        </span>
      )}
      {isChat && !languageModel && (
        <Sparkles aria-hidden="true" className="size-4 shrink-0 text-primary" />
      )}
    </NavLink>
  );
}

/** The dashboard's entries; the current page is marked (`aria-current="page"`). */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-label={t('shell.navLabel')} className="flex-1 overflow-y-auto px-3 pt-2 pb-6">
      <ul className="flex flex-col gap-1">
        {NAV_ITEMS.map((item) => (
          <li
            key={item.key}
            className={item.key === 'settings' ? 'mt-3 border-t border-border pt-3' : undefined}
          >
            <EntryLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
