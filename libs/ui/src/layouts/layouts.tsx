import type { ComponentType, ReactNode } from 'react';
import { Footer, type FooterProps } from '../footer/Footer';
import { Header, type HeaderProps } from '../header/Header';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { Link } from '../link/Link';
import { Logo } from '../logo/Logo';
import { PreFooter, type PreFooterProps } from '../pre-footer/PreFooter';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link/SkipLink';
import { LAYOUT_NAMES, type LayoutName } from './layout-names';
import styles from './Layout.module.css';

export { LAYOUT_NAMES, type LayoutName };

/** Data of every layout (docs/requirements/pages.md#layouts); all optional, so missing parts are simply not rendered. */
export interface LayoutProps {
  header?: HeaderProps;
  footer?: FooterProps;
  preFooter?: PreFooterProps | null;
  children?: ReactNode;
}

function Main({ children }: { children?: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
      {children}
    </main>
  );
}

/** Skip link, header, main, footer. */
export function DefaultLayout({ header, footer, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      {header ? <Header {...header} /> : null}
      <Main>{children}</Main>
      {footer ? <Footer {...footer} /> : null}
    </div>
  );
}

/** The default layout with the pre-footer band above the footer. */
export function PrefooterLayout({ header, footer, preFooter, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      {header ? <Header {...header} /> : null}
      <Main>{children}</Main>
      {preFooter ? <PreFooter {...preFooter} /> : null}
      {footer ? <Footer {...footer} /> : null}
    </div>
  );
}

/** Main content only (the 401 screen, docs/requirements/pages.md#error-screens). */
export function EmptyLayout({ children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <Main>{children}</Main>
    </div>
  );
}

/** The red band inside the banner landmark, so nothing sits outside a landmark (axe `region`). */
function ExtranetHeader({ header }: { header?: HeaderProps }) {
  return header ? <Header {...header} band="Extranet" /> : null;
}

/** Extranet layout: header (with `businessAreaExit`) under a red "Extranet" band, main, footer. */
export function ExtranetLayout({ header, footer, children }: LayoutProps) {
  return (
    <div className={styles.page} data-area="extranet">
      <SkipLink />
      <ExtranetHeader header={header} />
      <Main>{children}</Main>
      {footer ? <Footer {...footer} /> : null}
    </div>
  );
}

/** Extranet layout with the pre-footer band above the footer. */
export function ExtranetPrefooterLayout({ header, footer, preFooter, children }: LayoutProps) {
  return (
    <div className={styles.page} data-area="extranet">
      <SkipLink />
      <ExtranetHeader header={header} />
      <Main>{children}</Main>
      {preFooter ? <PreFooter {...preFooter} /> : null}
      {footer ? <Footer {...footer} /> : null}
    </div>
  );
}

function LandingHeader({ header }: { header?: HeaderProps }) {
  const { t } = useUiTranslation();
  if (!header) return null;
  return (
    <header className={styles.landingHeader}>
      <div className="silca-container">
        <Link href={header.logo.href} aria-label={header.logo.label ?? t('logoHome')}>
          <Logo height={28} />
        </Link>
      </div>
    </header>
  );
}

function LandingFooter({ footer }: { footer?: FooterProps }) {
  if (!footer) return null;
  const year = new Date().getFullYear();
  return (
    <footer className={styles.landingFooter}>
      <div className={`silca-container ${styles.landingFooterInner}`}>
        <span>{footer.copyright ?? `© ${year} Silca S.p.A.`}</span>
        {footer.legalLinks && footer.legalLinks.length > 0 ? (
          <ul>
            {footer.legalLinks.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <Link href={link.href} onClick={link.onClick}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </footer>
  );
}

/** Logo-only header, main, optional pre-footer, slim legal footer. */
export function SimpleLandingLayout({ header, footer, preFooter, children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <LandingHeader header={header} />
      <Main>{children}</Main>
      {preFooter ? <PreFooter {...preFooter} /> : null}
      <LandingFooter footer={footer} />
    </div>
  );
}

/**
 * Custom landing layout (docs/requirements/urls.md#custom-landing): full-bleed content between a logo-only header and a slim legal footer.
 */
export function CustomLandingLayout({ header, footer, children }: LayoutProps) {
  return (
    <div className={styles.page} data-layout="custom-landing">
      <SkipLink />
      <LandingHeader header={header} />
      <Main>{children}</Main>
      <LandingFooter footer={footer} />
    </div>
  );
}

export const layoutRegistry: Record<LayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  extranet: ExtranetLayout,
  'extranet-prefooter': ExtranetPrefooterLayout,
  prefooter: PrefooterLayout,
  'simple-landing': SimpleLandingLayout,
  'custom-landing': CustomLandingLayout,
};

/** The layout for a content name (snake_case accepted); unknown or empty gives the default. */
export function getLayout(name: string | null | undefined): ComponentType<LayoutProps> {
  const key = (name ?? '').trim().toLowerCase().replace(/_/g, '-');
  return (LAYOUT_NAMES as readonly string[]).includes(key) ? layoutRegistry[key as LayoutName] : DefaultLayout;
}
