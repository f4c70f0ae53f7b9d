import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { BusinessAreaExit, type BusinessAreaExitProps } from '../business-area-exit/BusinessAreaExit';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { cx } from '../internal/cx';
import { useDetailsDismiss } from '../internal/useDetailsDismiss';
import { useEnhanced } from '../internal/useEnhanced';
import { LanguageSelector, type LanguageSelectorProps } from '../language-selector/LanguageSelector';
import { Link } from '../link/Link';
import { Logo } from '../logo/Logo';
import styles from './Header.module.css';

/** One navigation entry; `children` make it a disclosure with a submenu (one level). */
export interface NavItem {
  label: string;
  href?: string;
  /** Marks the entry of the current page (`aria-current="page"`). */
  current?: boolean;
  children?: NavItem[];
}

/** Props of `Header`. */
export interface HeaderProps {
  /** Logo link: the home of the current locale and market. */
  logo: { href: string; label?: string };
  /** Main navigation; empty or absent for minimal (landing) headers. */
  items?: NavItem[];
  /** Current locale (BCP 47 language), used as the `lang` of the navigation. */
  locale?: string;
  /** The language and location selector, when the page offers one. */
  languageSelector?: LanguageSelectorProps;
  /** The extranet's exit link (extranet layouts). */
  businessAreaExit?: BusinessAreaExitProps;
  /** Extra actions (search link, login) placed before the selector. */
  actions?: ReactNode;
  /**
   * A strip above the bar naming the area the page belongs to (the red "Extranet" band of the
   * extranet layouts): inside the header, so it is part of the banner landmark (axe `region`).
   */
  band?: ReactNode;
}

/**
 * Site header: logo link, main navigation with one level of submenus, actions, the language
 * and location selector and, in the extranet, the business-area exit. Dark blue surface.
 * Without JavaScript the navigation is always visible and submenus are `<details>`; where scripts
 * run, the mobile navigation is collapsed behind a menu button (`aria-expanded`) from the first
 * paint (CSS `scripting`, so hydration shifts nothing); its button keeps its place and shows once
 * hydrated (when it works): the button
 * comes before the links in focus order and Escape closes the menu (docs/requirements/pages.md#accessibility). A submenu's
 * first entry is the parent's own page when it has one; `children` must not repeat it.
 */
export function Header({ logo, items = [], locale, languageSelector, businessAreaExit, actions, band }: HeaderProps) {
  const { t } = useUiTranslation();
  const enhanced = useEnhanced();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDetailsDismiss(navRef);
  // Escape closes the open mobile menu and gives focus back to its button.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };
  // A followed link closes the menu and its open group: with in-page navigation the header stays
  // mounted, and an open menu would keep covering the new page.
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as Element).closest('a[href]')) return;
    setOpen(false);
    navRef.current?.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((details) => (details.open = false));
  };
  const navId = 'silca-main-nav';
  return (
    <header className={cx(styles.header, enhanced && styles.enhanced, open && styles.open)} data-silca-surface="dark" onKeyDown={onKeyDown}>
      {band ? (
        <div className={styles.band}>
          <div className="silca-container">{band}</div>
        </div>
      ) : null}
      <div className={cx('silca-container', styles.bar)}>
        <Link href={logo.href} className={styles.logo} aria-label={logo.label ?? t('logoHome')}>
          <Logo tone="light" height={28} />
        </Link>
        {items.length > 0 ? (
          // Before the navigation in the DOM: the menu's links follow its button in focus order.
          <button ref={toggleRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls={navId} onClick={() => setOpen((value) => !value)}>
            <span className={styles.burger} aria-hidden="true" />
            <span className={styles.toggleText}>{open ? t('closeMenu') : t('openMenu')}</span>
          </button>
        ) : null}
        {items.length > 0 ? (
          <nav ref={navRef} id={navId} className={styles.nav} aria-label={t('mainNavigation')} lang={locale} onClick={onNavClick}>
            <ul className={styles.list}>
              {items.map((item, index) => (
                <li key={`${index}-${item.label}`} className={styles.item}>
                  {item.children && item.children.length > 0 ? (
                    <details>
                      <summary className={styles.summary}>{item.label}</summary>
                      <ul className={styles.submenu}>
                        {item.href ? (
                          <li>
                            <Link className={styles.link} href={item.href} aria-current={item.current ? 'page' : undefined}>
                              {item.label}
                            </Link>
                          </li>
                        ) : null}
                        {item.children.map((child, childIndex) => (
                          <li key={`${childIndex}-${child.label}`}>
                            <Link className={styles.link} href={child.href} aria-current={child.current ? 'page' : undefined}>
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    <Link className={styles.link} href={item.href} aria-current={item.current ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.actions}>
          {actions}
          {languageSelector ? <LanguageSelector {...languageSelector} /> : null}
          {businessAreaExit ? <BusinessAreaExit {...businessAreaExit} /> : null}
        </div>
      </div>
    </header>
  );
}
