import { useRouteLoaderData } from '@remix-run/react';
import type { rootLoader } from '../server/pages/root.server';

/** The root loader's data as the browser gets it; undefined where the root loader did not run. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}
