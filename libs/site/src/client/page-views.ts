import { useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { analyticsId, CONSENT_EVENT } from '../consent/consent';

export const PAGE_VIEW_DELAY_MS = 160;

/** One page-view event of the data layer (docs/requirements/pages.md#page-views). */
export interface PageViewEvent {
  event: 'page_view';
  page_location: string;
  page_referrer: string;
  page_title: string;
  /** The `silca_analytics` cookie, set with consent only (decision 1011). */
  client_id: string;
}

/** The analytics event of a stored lead, sent on the thank-you page (docs/requirements/forms.md#thank-you). */
export interface LeadEvent {
  event: 'generate_lead';
  form_key: string;
}

/** The lead event of a thank-you URL (`?form={form_key}`), else null. */
export function leadEventFor(url: string): LeadEvent | null {
  const formKey = new URL(url).searchParams.get('form');
  return formKey && /^[\w-]{1,64}$/.test(formKey) ? { event: 'generate_lead', form_key: formKey } : null;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Page-view events 160 ms after each page, with consent only, then the lead event (docs/requirements/pages.md#page-views). */
export function usePageViews(): void {
  const location = useLocation();
  const navigation = useNavigation();
  const previous = useRef<string | null>(null);
  const href = location.pathname + location.search + location.hash;
  const [consentTick, setConsentTick] = useState(0);
  useEffect(() => {
    const onConsent = () => setConsentTick((n) => n + 1);
    window.addEventListener(CONSENT_EVENT, onConsent);
    return () => window.removeEventListener(CONSENT_EVENT, onConsent);
  }, []);
  useEffect(() => {
    if (navigation.state !== 'idle') return;
    const timer = setTimeout(() => {
      // Read when the event would go: a consent withdrawn meanwhile stops it (docs/requirements/pages.md#cookie-consent).
      const clientId = analyticsId();
      if (!clientId) return;
      const current = window.location.href;
      if (previous.current === current) return;
      const view: PageViewEvent = {
        event: 'page_view',
        page_location: current,
        page_referrer: previous.current ?? document.referrer,
        page_title: document.title,
        client_id: clientId,
      };
      (window.dataLayer ??= []).push(view);
      const lead = leadEventFor(current);
      if (lead) window.dataLayer.push(lead);
      previous.current = current;
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [href, navigation.state, consentTick]);
}
