import { useEffect, useState } from 'react';

/**
 * False during server rendering and the first client render, true once hydrated. Components
 * use it for progressive enhancement (docs/requirements/pages.md#progressive-enhancement): the markup works without JavaScript and
 * only switches to the interactive variant after hydration, without a hydration mismatch.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
