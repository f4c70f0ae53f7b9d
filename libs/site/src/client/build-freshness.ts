import { useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/** How often the client asks for the latest build id (docs/requirements/pages.md#build-freshness leaves it open; decision 0005). */
export const BUILD_CHECK_INTERVAL_MS = 10 * 60 * 1000;

/** Once `/_build.json` names another build than `current` (decision 1040), the next navigation is a full load (docs/requirements/pages.md#build-freshness). */
export function useBuildFreshness(current: string | null): void {
  const stale = useRef(false);
  const navigation = useNavigation();

  useEffect(() => {
    if (!current || current === 'development') return;
    const check = async () => {
      try {
        const response = await fetch(`/_build.json?t=${Date.now()}`, { cache: 'no-store' });
        const { id } = (await response.json()) as { id?: string };
        if (id && id !== 'development' && id !== current) stale.current = true;
      } catch {
        // offline or restarting: the next poll asks again
      }
    };
    const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [current]);

  useEffect(() => {
    const target = navigation.location;
    if (stale.current && target && navigation.state === 'loading') {
      window.location.assign(target.pathname + target.search + target.hash);
    }
  }, [navigation.state, navigation.location]);
}
