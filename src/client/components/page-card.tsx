import { ArrowLeft } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLayout } from './centered-layout';
import { ButtonLink } from './ui/button';

interface PageCardProps {
  title: string;
  description?: ReactNode;
  /** Where the back arrow leads; no arrow without it. */
  backTo?: string;
  /** A decorative icon above the title, coloured by `tone`. */
  icon?: ReactNode;
  tone?: 'primary' | 'success' | 'danger';
  /** Shown above the title (e.g. a progress bar). */
  header?: ReactNode;
  /** For pages that move the focus to their title (e.g. at each step of a form). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A wider card, for forms laid out in two columns on large screens. */
  wide?: boolean;
  /** Stays at the top of the page instead of centred, for content whose height changes. */
  alignTop?: boolean;
  children?: ReactNode;
}

const TONES = {
  primary: 'bg-primary-soft text-primary',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
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

/** The frame of the account, onboarding and payment screens: a card on the warm background. */
export function PageCard({
  title,
  description,
  backTo,
  icon,
  tone = 'primary',
  header,
  headingRef,
  wide = false,
  alignTop = false,
  children,
}: PageCardProps) {
  const { t } = useTranslation();
  return (
    <CenteredLayout align={alignTop ? 'top' : 'center'}>
      <section
        className={`w-full rounded-3xl border border-border bg-surface-raised px-5 py-6 shadow-sm sm:px-8 sm:py-8 ${
          wide ? 'max-w-xl' : 'max-w-md'
        }`}
      >
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
        {header}
        {icon && (
          <span
            aria-hidden="true"
            className={`mb-5 grid size-14 place-items-center rounded-full [&_svg]:size-7 ${TONES[tone]}`}
          >
            {icon}
          </span>
        )}
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="font-display text-3xl font-semibold text-balance text-fg focus:outline-none"
        >
          {keepHyphenatedWords(title)}
        </h1>
        {description && <div className="mt-2 text-pretty text-fg-muted">{description}</div>}
        {children && <div className="mt-6">{children}</div>}
      </section>
    </CenteredLayout>
  );
}
