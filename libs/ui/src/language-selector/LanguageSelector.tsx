import { useRef } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { useDetailsDismiss } from '../internal/useDetailsDismiss';
import styles from './LanguageSelector.module.css';

/** `href`: the same page in that locale (docs/requirements/urls.md#locale-selection), else its home. */
export interface LanguageOption {
  locale: string;
  /** In itself ("Deutsch"). */
  label: string;
  href: string;
}

/** `href`: that market's site. */
export interface MarketOption {
  id: string;
  label: string;
  href: string;
}

export interface LanguageSelectorProps {
  current: { locale: string; market: string };
  languages: LanguageOption[];
  markets: MarketOption[];
  className?: string;
}

/**
 * Language and location selector (docs/requirements/urls.md#locale-selection): a `<details>` of plain links with `hreflang` and `lang`, the
 * current ones `aria-current`; Escape and outside clicks close it with JavaScript.
 */
export function LanguageSelector({ current, languages, markets, className }: LanguageSelectorProps) {
  const { t } = useUiTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useDetailsDismiss(ref);
  const currentLanguage = languages.find((l) => l.locale === current.locale);
  const currentMarket = markets.find((m) => m.id === current.market);
  const summary = [currentMarket?.label, current.locale.toUpperCase()].filter(Boolean).join(' · ');
  const globe = (
    <svg className={styles.globe} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
  return (
    <div ref={ref} className={className}>
      <details className={styles.selector}>
        {/* No aria-label on <summary> (it has no role that takes one): the name is its text. */}
        <summary className={styles.summary}>
          {globe}
          <span className="silca-visually-hidden">{`${t('changeLanguage')}: ${summary}`}</span>
          <span aria-hidden="true">
            {currentMarket ? <span className={styles.market}>{currentMarket.label} · </span> : null}
            {current.locale.toUpperCase()}
          </span>
        </summary>
        <div className={styles.panel} role="group" aria-label={t('languageAndLocation')}>
          {languages.length > 0 ? (
            <nav aria-label={t('language')}>
              {/* Not a heading: the header must not put h2s before the page's h1. */}
              <p className={styles.heading} aria-hidden="true">
                {t('language')}
              </p>
              <ul className={styles.list}>
                {languages.map((language) => (
                  <li key={language.locale}>
                    <a
                      className={styles.option}
                      href={language.href}
                      hrefLang={language.locale}
                      lang={language.locale}
                      aria-current={language === currentLanguage ? 'true' : undefined}
                    >
                      {language.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {markets.length > 0 ? (
            <nav aria-label={t('location')}>
              <p className={styles.heading} aria-hidden="true">
                {t('location')}
              </p>
              <ul className={styles.list}>
                {markets.map((market) => (
                  <li key={market.id}>
                    <a className={styles.option} href={market.href} aria-current={market === currentMarket ? 'true' : undefined}>
                      {market.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </details>
    </div>
  );
}
