import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_OPEN_EVENT, readConsent, saveConsent, type ConsentChoice } from './consent';

/** The cookie-consent story's text for the banner, from the root loader. */
export interface ConsentContent {
  title: string;
  intro: string;
}

/** The consent banner after hydration (docs/requirements/pages.md#cookie-consent); its height reserved, so it shifts and hides nothing. */
export function ConsentBanner({ content, policyHref }: { content: ConsentContent | null; policyHref?: string }) {
  const { t } = useTranslation('site');
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<ConsentChoice | null>(null);
  const [reopened, setReopened] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const choice = readConsent(document.cookie);
    setCurrent(choice);
    setOpen(choice === null);
    const reopen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setCurrent(readConsent(document.cookie));
      setReopened(true);
      setOpen(true);
    };
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);
  useEffect(() => {
    if (open && reopened) titleRef.current?.focus();
  }, [open, reopened]);
  useEffect(() => {
    const banner = ref.current;
    if (!open || !banner) return;
    const reserve = () => {
      const height = `${banner.offsetHeight}px`;
      document.body.style.paddingBottom = height;
      document.documentElement.style.scrollPaddingBottom = height;
    };
    // The observer reports the first size after the browser's own layout; reading `offsetHeight` would force a layout inside hydration
    // (docs/requirements/performance.md#front-end-budget).
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    if (observer) observer.observe(banner);
    else reserve();
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
      document.documentElement.style.scrollPaddingBottom = '';
    };
  }, [open]);
  if (!open) return null;
  const close = () => {
    setOpen(false);
    setReopened(false);
    if (reopened) opener.current?.focus();
  };
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    setCurrent(choice);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && current) close();
  };
  const title = t('consent.title');
  const label = (choice: ConsentChoice) => t(choice === 'granted' ? 'consent.accept' : 'consent.reject');
  return (
    <section ref={ref} className="silca-consent" aria-labelledby="silca-consent-title" data-testid="consent-banner" onKeyDown={onKeyDown}>
      <div className="silca-container silca-consent__inner">
        <div>
          <h2 id="silca-consent-title" className="silca-consent__title" ref={titleRef} tabIndex={-1}>
            {title}
          </h2>
          <p className="silca-consent__text">
            {content?.intro || t('consent.text')} {policyHref ? <a href={policyHref}>{t('consent.policy')}</a> : null}
          </p>
          {current ? <p className="silca-consent__text silca-consent__current">{t('consent.current', { choice: label(current) })}</p> : null}
        </div>
        <div className="silca-consent__actions">
          <button type="button" className="silca-consent__button" onClick={() => choose('denied')}>
            {t('consent.reject')}
          </button>
          <button type="button" className="silca-consent__button silca-consent__button--primary" onClick={() => choose('granted')}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
