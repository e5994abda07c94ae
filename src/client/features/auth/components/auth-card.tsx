import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLayout } from '../../../components/centered-layout';
import { ButtonLink } from '../../../components/ui/button';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** Where the back arrow leads; no arrow without it. */
  backTo?: string;
  /** A decorative icon above the title, coloured by `tone`. */
  icon?: ReactNode;
  tone?: 'primary' | 'success';
  children?: ReactNode;
}

/** The frame of every account screen: a card on the warm background, title first. */
const TONES = {
  primary: 'bg-primary-soft text-primary',
  success: 'bg-success-soft text-success',
} as const;

/** Keeps words such as « e-mail » whole: a title never breaks at their hyphen. */
function keepHyphenatedWords(text: string): ReactNode[] {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function AuthCard({
  title,
  description,
  backTo,
  icon,
  tone = 'primary',
  children,
}: AuthCardProps) {
  const { t } = useTranslation('auth');
  return (
    <CenteredLayout>
      <section className="w-full max-w-md rounded-3xl border border-border bg-surface-raised px-5 py-6 shadow-sm sm:px-8 sm:py-8">
        {backTo && (
          <ButtonLink
            to={backTo}
            variant="ghost"
            size="icon"
            aria-label={t('back')}
            title={t('back')}
            className="-mt-2 -ml-2 mb-3"
          >
            <ArrowLeft />
          </ButtonLink>
        )}
        {icon && (
          <span
            aria-hidden="true"
            className={`mb-5 grid size-14 place-items-center rounded-full [&_svg]:size-7 ${TONES[tone]}`}
          >
            {icon}
          </span>
        )}
        <h1 className="font-display text-3xl font-semibold text-balance text-fg">
          {keepHyphenatedWords(title)}
        </h1>
        {description && <div className="mt-2 text-pretty text-fg-muted">{description}</div>}
        {children && <div className="mt-6">{children}</div>}
      </section>
    </CenteredLayout>
  );
}
