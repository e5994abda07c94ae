import { Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { COPYRIGHT_YEARS_ATTRIBUTE, copyrightYears } from '../../../../shared/copyright';
import { PATHS } from '../../../../shared/routes';
import { BrandLogo } from '../../../components/brand-logo';
import { publicSettings } from '../../../lib/public-settings';
import type { PublicSettings } from '../../../lib/public-settings';
import { createTexts } from '../../../lib/texts';
import texts from '../../../locales/fr/marketing-layout.json';

const { t } = createTexts(texts);

// « © {{years}} Popote… »: the years in an element of their own, which the server rewrites in
// the prerendered pages (shared/copyright.ts).
const YEARS = '\u0001';
const [before, after] = t('footer.copyright', { years: YEARS }).split(YEARS);

type Network = keyof PublicSettings['social'];

// lucide-react has no brand logos: simple outline marks drawn in its style (24 × 24, stroke 2).
const NETWORK_ICONS: Record<Network, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </>
  ),
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  tiktok: (
    <path d="M16 3c.4 2.6 2 4.2 5 4.5v3.3c-1.9 0-3.5-.6-5-1.6V15a6 6 0 1 1-6-6v3.4a2.6 2.6 0 1 0 2.6 2.6V3z" />
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
};

const NETWORKS: readonly Network[] = ['instagram', 'facebook', 'tiktok', 'linkedin'];

// « Tarifs » and « Fonctionnalités » are plain links to the landing page's anchors: on the
// landing page itself, CSS scrolls there smoothly (styles/index.css: data-public-page), and
// instantly for visitors who prefer reduced motion. No script needed.
const linkClasses =
  'inline-flex min-h-11 items-center rounded-lg text-fg-muted underline-offset-4 hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-9';

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="mb-2 text-sm font-semibold tracking-wider text-fg uppercase">{children}</h2>
  );
}

/** The footer of every public page. */
export function SiteFooter({ settings = publicSettings }: { settings?: PublicSettings }) {
  const links: { href: string; label: string }[] = [
    { href: `${PATHS.home}#features`, label: t('footer.links.features') },
    { href: `${PATHS.home}#pricing`, label: t('footer.links.pricing') },
    { href: PATHS.app, label: t('footer.links.app') },
    { href: PATHS.blog, label: t('footer.links.blog') },
    { href: PATHS.privacy, label: t('footer.links.privacy') },
    { href: PATHS.terms, label: t('footer.links.terms') },
  ];
  const social = NETWORKS.flatMap((network) => {
    const url = settings.social[network];
    return url ? [{ network, url }] : [];
  });

  return (
    <footer className="border-t border-border bg-surface-raised">
      <div
        className={`mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:px-8 lg:py-16 ${
          social.length > 0 ? 'lg:grid-cols-[1.4fr_1fr_1fr_1fr]' : 'lg:grid-cols-[2fr_1fr_1fr]'
        }`}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <a
            href={PATHS.home}
            aria-label={t('nav.homeLogo')}
            className="inline-flex rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <BrandLogo />
          </a>
          <p className="mt-3 font-display text-lg text-fg">{t('footer.tagline')}</p>
          <p className="mt-2 max-w-xs text-fg-muted">{t('footer.pitch')}</p>
        </div>

        <nav aria-label={t('footer.linksLabel')}>
          <FooterHeading>{t('footer.discover')}</FooterHeading>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClasses}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <FooterHeading>{t('footer.contact')}</FooterHeading>
          <ul>
            <li>
              <a href={`mailto:${settings.contactEmail}`} className={`${linkClasses} gap-2`}>
                <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {settings.contactEmail}
              </a>
            </li>
            <li className="flex min-h-11 items-center gap-2 text-fg-muted sm:min-h-9">
              <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {t('footer.location')}
            </li>
          </ul>
        </div>

        {social.length > 0 && (
          <div>
            <FooterHeading>{t('footer.follow')}</FooterHeading>
            <ul>
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} rel="noopener" className={`${linkClasses} gap-2`}>
                    <svg
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      className="size-5 shrink-0 fill-none stroke-current text-primary"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      {NETWORK_ICONS[network]}
                    </svg>
                    {t(`footer.social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            {before}
            <span {...{ [COPYRIGHT_YEARS_ATTRIBUTE]: '' }}>{copyrightYears(new Date())}</span>
            {after}
          </p>
          {settings.agency && (
            <p>
              {t('footer.agency')}{' '}
              <a
                href={settings.agency.url}
                rel="noopener"
                className="rounded font-medium text-fg underline underline-offset-4 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {settings.agency.name}
              </a>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
