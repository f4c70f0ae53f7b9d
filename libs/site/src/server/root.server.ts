import { json, type LoaderFunctionArgs } from '@remix-run/node';
import type { Locale, MarketId } from '@silca/i18n';
import type { Resource } from 'i18next';
import { market } from '../market';
import './context';
import { resourcesFor } from './i18n.server';
import { localeForRequest } from './locale.server';

/** Data of the root route: the page's locale, the market, and the strings of that locale. */
export interface RootLoaderData {
  locale: Locale;
  market: MarketId;
  siteUrl: string;
  i18nResources: Resource;
}

/**
 * Root loader (DESIGN.md section 3, step 6): `<html lang>` and the client's strings follow the
 * locale of the URL, so a page's language never depends on the previous page.
 */
export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const locale = localeForRequest(request);
  const data: RootLoaderData = {
    locale,
    market: market.id,
    siteUrl: context.siteUrl,
    i18nResources: resourcesFor(locale),
  };
  return json(data);
}
