import { buildPath, type Locale } from '@silca/i18n';
import { Link } from '@silca/ui';
import type { ReactNode } from 'react';
import { market } from '../market';

/**
 * Provisional page frame (skip link, header with the main navigation, main landmark, footer)
 * until the layouts of libs/ui are wired by layout id.
 */
export function SiteFrame({ children, locale }: { children: ReactNode; locale: Locale; layoutOverride?: string }) {
  const home = buildPath('home', {}, locale, market);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header>
        <Link href={home}>SILCA</Link>
        <nav aria-label="Main">
          <Link href={buildPath('products', {}, locale, market)}>Products</Link>
        </nav>
      </header>
      <div id="main">{children}</div>
    </>
  );
}
