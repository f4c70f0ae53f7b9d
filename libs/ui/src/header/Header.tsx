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

/** `children` make it a disclosure with one level of submenu. */
export interface NavItem {
  label: string;
  href?: string;
  current?: boolean;
  children?: NavItem[];
}

export interface HeaderProps {
  /** The home of the current locale and market. */
  logo: { href: string; label?: string };
  /** Empty for minimal (landing) headers. */
  items?: NavItem[];
  /** The navigation's `lang`. */
  locale?: string;
  languageSelector?: LanguageSelectorProps;
  businessAreaExit?: BusinessAreaExitProps;
  /** Placed before the selector. */
  actions?: ReactNode;
  /** A strip naming the area (the extranet's red band), inside the banner landmark (axe `region`). */
  band?: ReactNode;
}

/**
 * Site header: logo, navigation with one submenu level, actions, the language and location selector or the business-area exit. Without
 * JavaScript the navigation shows and submenus are `<details>`; with scripts the mobile navigation collapses behind a menu button from the
 * first paint (CSS `scripting`), before the links in focus order, Escape closing it (docs/requirements/pages.md#accessibility). A submenu's
 * first entry is the parent's page; `children` must not repeat it.
 */
export function Header({ logo, items = [], locale, languageSelector, businessAreaExit, actions, band }: HeaderProps) {
  const { t } = useUiTranslation();
  const enhanced = useEnhanced();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDetailsDismiss(navRef);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };
  // The header stays mounted across in-page navigations: an open menu would cover the new page.
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
          // Before the navigation, so its links follow the button in focus order.
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
