import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_OPEN_EVENT, readConsent, saveConsent, type ConsentChoice } from './consent';

/** The cookie-consent story's text for the banner (docs/requirements/pages.md#page-templates `cookie_consent`), from the root loader. */
export interface ConsentContent {
  title: string;
  intro: string;
}

/**
 * The cookie-consent banner (docs/requirements/pages.md#cookie-consent): the intro of the `cookie_consent` story (the cookie
 * policy; site strings when the space has none) under the banner's own title, a link to the cookie policy, and two equal buttons, analytics
 * cookies or technical cookies only. Shown after hydration to visitors who have not chosen yet
 * (without JavaScript nothing is measured, so nothing needs consent); the choice is kept in the
 * `silca_consent` cookie. A labelled region, not a modal: the page stays usable. It is fixed to
 * the bottom of the viewport, so appearing after hydration moves nothing (docs/requirements/performance.md#front-end-budget: CLS 0); while
 * it shows, its height is reserved as the page's bottom padding and scroll padding, so it covers
 * neither the end of the page nor a focused control (WCAG 2.2 2.4.11).
 * The footer's "Cookie settings" reopens it on any page (`openConsentSettings`,
 * docs/requirements/pages.md#cookie-consent): focus moves to its title, the choice in force is
 * named, Escape or a choice closes it and focus goes back to the control that opened it.
 */
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
    // The observer reports the banner's first size after the browser's own layout, before the
    // frame is painted. Reading `offsetHeight` here instead forced a layout of the whole page inside
    // the hydration task (about 4 ms at full CPU speed; docs/requirements/performance.md#speed-goals).
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
    // Back where the visitor was (the footer control), not to the top of the page.
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
