import { useEffect, useRef, useState } from 'react';
import { PromoBanner } from './promo-banner';
import { PublicNav } from './public-nav';

/** The element whose content is the header: the one part of a prerendered page that hydrates. */
export const PUBLIC_HEADER_ROOT_ID = 'entete';

/**
 * Keeps the navigation bar in view while the promo banner scrolls away: the header is sticky
 * with a negative top as tall as the banner. Anchors (#features, #pricing) land below the bar.
 */
function useStickyHeader() {
  const headerRef = useRef<HTMLElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const [bannerHeight, setBannerHeight] = useState(0);

  useEffect(() => {
    const header = headerRef.current;
    const banner = bannerRef.current;
    if (!header || !banner) return;
    const root = document.documentElement;
    const previousPadding = root.style.scrollPaddingTop;
    const measure = () => {
      const height = banner.offsetHeight;
      setBannerHeight(height);
      root.style.scrollPaddingTop = `${header.offsetHeight - height}px`;
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = previousPadding;
    };
  }, []);

  return { headerRef, bannerRef, bannerHeight };
}

/**
 * The promo banner and the navigation bar: the only interactive part of the public pages, so
 * the prerendered pages hydrate it alone (prerender/entry-client.tsx) and ship no page code.
 */
export function PublicHeader({ currentPath }: { currentPath?: string }) {
  const { headerRef, bannerRef, bannerHeight } = useStickyHeader();
  return (
    <header ref={headerRef} className="sticky z-40" style={{ top: -bannerHeight }}>
      <div ref={bannerRef}>
        <PromoBanner />
      </div>
      <PublicNav currentPath={currentPath} />
    </header>
  );
}
