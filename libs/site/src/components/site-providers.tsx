import { useNavigate } from '@remix-run/react';
import type { Locale } from '@silca/i18n';
import { LinkProvider } from '@silca/ui';
import { useCallback, type ReactNode } from 'react';
import { storyHref } from '../links/story-href';
import { market } from '../market';
import { PrefetchingLink } from './prefetching-link';

/** Router link and story links in the page's locale (docs/requirements/architecture.md#dependency-direction). */
export function SiteProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const hrefForStory = useCallback((story: Parameters<typeof storyHref>[0]) => storyHref(story, locale, market), [locale]);
  const navigate = useNavigate();
  return (
    <LinkProvider component={PrefetchingLink} hrefForStory={hrefForStory} navigate={navigate}>
      {children}
    </LinkProvider>
  );
}
