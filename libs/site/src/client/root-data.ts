import { useRouteLoaderData } from '@remix-run/react';
import type { rootLoader } from '../server/pages/root.server';

/**
 * The root route's loader data (`RootLoaderData` as it arrives in the browser: locale, navigation,
 * strings, session hint...), typed from the root loader itself; undefined where the root loader
 * did not run (an error thrown before it).
 */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}
