import { useEffect, useState } from 'react';

/**
 * False on the server and the first client render, true once hydrated: the interactive variant without a hydration mismatch
 * (docs/requirements/pages.md#progressive-enhancement).
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
