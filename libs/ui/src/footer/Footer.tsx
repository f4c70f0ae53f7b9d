import type { MouseEventHandler } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { Link } from '../link/Link';
import { Logo } from '../logo/Logo';
import styles from './Footer.module.css';

export interface FooterLink {
  label: string;
  href: string;
  /** The click with JavaScript (e.g. reopen the cookie choices); `href` without it. Call `preventDefault()` to stay. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export interface FooterProps {
  columns?: FooterColumn[];
  /** Name, address, VAT number. */
  companyInfo?: string;
  legalLinks?: FooterLink[];
  /** Default "© {year} Silca S.p.A.". */
  copyright?: string;
  /** Without it the logo is not a link. */
  logoHref?: string;
}

/**
 * Site footer (docs/requirements/pages.md#site-navigation): logo, company details, link columns, legal links and copyright; plain links.
 * #d5dde6 on #002a52 is 11.6:1.
 */
export function Footer({ columns = [], companyInfo, legalLinks = [], copyright, logoHref }: FooterProps) {
  const { t } = useUiTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-silca-surface="dark">
      <div className="silca-container">
        <div className={styles.top}>
          <div className={styles.brand}>
            {logoHref ? (
              <Link href={logoHref} aria-label={t('logoHome')}>
                <Logo tone="light" height={28} />
              </Link>
            ) : (
              <Logo tone="light" height={28} />
            )}
            {companyInfo ? <p>{companyInfo}</p> : null}
          </div>
          {columns.map((column, index) => (
            <nav key={`${index}-${column.title}`} aria-label={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link, linkIndex) => (
                  <li key={`${linkIndex}-${link.href}`}>
                    <Link className={styles.link} href={link.href}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <span>{copyright ?? `© ${year} Silca S.p.A.`}</span>
          {legalLinks.length > 0 ? (
            <ul className={styles.legalLinks}>
              {legalLinks.map((link, index) => (
                <li key={`${index}-${link.href}`}>
                  <Link className={styles.link} href={link.href} onClick={link.onClick}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
