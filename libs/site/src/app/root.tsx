import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { LoadingBar } from '@silca/ui';
import type { ReactNode } from 'react';
import { useChangeLanguage } from 'remix-i18next/react';
import { ErrorScreen } from '../components/error-screen';
import { useBuildFreshness } from '../client/build-freshness';
import { HYDRATION_HINTS_ID, hydrationHintsFor, serializeHydrationHints } from '../client/hydration-hints';
import { usePageViews } from '../client/page-views';
import { useRememberLocale } from '../client/remember-locale';
import { revalidateOnLocaleChange, robotsFor } from '../client/root-revalidation';
import { SiteFrame } from '../components/site-frame';
import { SiteProviders } from '../components/site-providers';
import { errorMeta } from '../seo/error-meta';
import { rootLoader } from '../server/pages/root.server';
import { useNonce } from './nonce';
import '@silca/ui/tokens.css';
import '@silca/ui/base.css';
import './site.css';

export const loader = (args: LoaderFunctionArgs) => rootLoader(args);

/** Reloaded when the locale prefix changes, not on every navigation (decision 1074). */
export const shouldRevalidate = revalidateOnLocaleChange;

/** Headers of error pages (the root holds the only ErrorBoundary): the thrown response's caching, else `no-store`. */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  if (!errorHeaders) return {};
  const out = new Headers({ 'Cache-Control': errorHeaders.get('Cache-Control') ?? 'no-store' });
  for (const name of ['Retry-After', 'Vary']) {
    const value = errorHeaders.get(name);
    if (value) out.set(name, value);
  }
  return out;
};

/** Only error pages use the root's meta (docs/requirements/pages.md#titles-and-descriptions). */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [];
  return errorMeta(isRouteErrorResponse(error) ? error.status : 500, data?.errorTitles);
};

export const links: LinksFunction = () => [
  // `sizes=32x32` keeps Chromium on the SVG where it can show one.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The document shell: `<html lang>` follows the page's locale (docs/requirements/urls.md#locale-addressing). */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const routeError = useRouteError();
  const matches = useMatches();
  const { pathname } = useLocation();
  const robots = data ? robotsFor(pathname, data.robots, data.indexRules) : null;
  return (
    <html lang={data?.locale ?? 'en'} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The UI strings the client hydrates with, downloading beside the entry script (decision 0843). */}
        {data?.strings ? <link rel="preload" href={data.strings} as="fetch" crossOrigin="anonymous" /> : null}
        {/* Error pages say noindex in their own meta (errorMeta). */}
        {robots && !routeError ? <meta name="robots" content={robots} /> : null}
        {/* Route modules' stylesheets before the template's and blocks' (in Meta), for the cascade (decision 1040). */}
        <Links />
        <Meta />
      </head>
      <body>
        {children}
        {/* Data, never run, so no nonce (decision 1040). */}
        {data ? (
          <script
            type="application/json"
            id={HYDRATION_HINTS_ID}
            dangerouslySetInnerHTML={{
              __html: serializeHydrationHints(
                hydrationHintsFor(
                  data.locale,
                  data.strings,
                  matches.map((match) => match.data),
                ),
              ),
            }}
          />
        ) : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>('root')!;
  useChangeLanguage(data.locale);
  useRememberLocale(data.rememberLocale);
  usePageViews();
  useBuildFreshness(data.buildId);
  const navigation = useNavigation();
  return (
    <SiteProviders locale={data.locale}>
      <LoadingBar state={navigation.state === 'idle' ? 'idle' : 'loading'} />
      <SiteFrame locale={data.locale}>
        <Outlet />
      </SiteFrame>
    </SiteProviders>
  );
}

/** Error screens of docs/requirements/pages.md#error-screens: 401 on the empty layout, the others on the default one. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = root?.locale ?? 'en';
  useRememberLocale(root?.rememberLocale ?? null);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteProviders locale={locale}>
      {/* docs/requirements/pages.md#loading-bar: red on error. */}
      <LoadingBar state="error" />
      <SiteFrame locale={locale} layoutOverride={status === 401 ? 'empty' : 'default'}>
        <ErrorScreen
          status={status}
          pathname={pathname}
          signedInAs={isRouteErrorResponse(error) ? (error.data as { signedInAs?: string } | null)?.signedInAs : undefined}
        />
      </SiteFrame>
    </SiteProviders>
  );
}
