import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ThemeToggle } from '../../components/theme-toggle';
import { DropdownMenu } from '../../components/ui/dropdown-menu';
import { changeLanguage, LANGUAGES } from '../../lib/i18n';
import type { Language } from '../../lib/i18n';
import { FlagIcon } from './flag-icon';

const LANGUAGE_LIST: Language[] = Object.values(LANGUAGES);

function isLanguage(code: string | undefined): code is keyof typeof LANGUAGES {
  return code !== undefined && Object.hasOwn(LANGUAGES, code);
}

/** The language menu (French only, for now) and the light/dark switch. */
export function PreferencesControl() {
  const { t, i18n } = useTranslation('dashboard');
  const code = i18n.resolvedLanguage;
  const current = isLanguage(code) ? LANGUAGES[code] : LANGUAGES.fr;

  return (
    <div role="group" aria-label={t('shell.preferences')} className="flex items-center">
      <DropdownMenu
        label={t('shell.language', { language: current.name })}
        buttonContent={
          <>
            <FlagIcon code={current.code} />
            <span className="hidden text-sm font-semibold sm:inline">{current.name}</span>
            <ChevronDown aria-hidden="true" className="hidden size-4 text-fg-muted sm:block" />
          </>
        }
        buttonClassName="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2 text-fg transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:px-3"
        widthClassName="w-52"
        items={LANGUAGE_LIST.map((language) => ({
          id: language.code,
          label: language.name,
          icon: <FlagIcon code={language.code} />,
          checked: language.code === current.code,
          onSelect: () => void changeLanguage(language.code),
        }))}
      />
      <ThemeToggle />
    </div>
  );
}
