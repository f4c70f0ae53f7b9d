import { useEffect, useRef } from 'react';

type RegisterEvent = (callback: () => void) => void;
type BridgeWindow = { storyblokRegisterEvent?: RegisterEvent };

let loading: Promise<void> | null = null;

/**
 * Loads the bridge script once per page life and provides `window.storyblokRegisterEvent`, the
 * hook @storyblok/react's `registerStoryblokBridge` waits for (its own loader only knows the
 * bridge bundled in the SDK; the site loads the configured script instead, so a test can serve a
 * local one). Callbacks registered before the script has run wait for it.
 */
function loadBridge(url: string): Promise<void> {
  if (loading) return loading;
  const w = window as unknown as BridgeWindow;
  const waiting: Array<() => void> = [];
  let ready = false;
  w.storyblokRegisterEvent = (callback) => (ready ? callback() : waiting.push(callback));
  loading = new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      ready = true;
      waiting.splice(0).forEach((callback) => callback());
      resolve();
    };
    script.onerror = () => {
      loading = null;
      reject(new Error(`the Storyblok bridge did not load from ${url}`));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Props of {@link StoryblokBridge}. */
export interface StoryblokBridgeProps {
  /** The story the editor opened (`_storyblok` of the URL must be this id). */
  storyId: number;
  /** The bridge script (STORYBLOK_BRIDGE_URL). */
  url: string;
  /** Relation fields the bridge resolves in `input` events (the loader's `resolve_relations`). */
  resolveRelations: string[];
  /** Called with the edited story on every `input` event (the editor typing). */
  onInput: (story: unknown) => void;
}

/**
 * Storyblok's visual-editor bridge, rendered only on verified preview pages (the loader decides;
 * docs/requirements/content.md#visual-editor: the bridge only in preview; no token reaches the browser). Built on
 * `registerStoryblokBridge` of @storyblok/react (docs/requirements/content.md#visual-editor): `input` events hand the edited story
 * to `onInput`, which re-renders the page in place; `change` (save) and `published` reload the
 * page, so the draft comes back from the server. The SDK is imported on preview pages only.
 */
export function StoryblokBridge({ storyId, url, resolveRelations, onInput }: StoryblokBridgeProps) {
  const input = useRef(onInput);
  input.current = onInput;
  useEffect(() => {
    let cancelled = false;
    Promise.all([loadBridge(url), import('@storyblok/react')])
      .then(([, sdk]) => {
        if (!cancelled) sdk.registerStoryblokBridge(storyId, (story) => input.current(story), { resolveRelations, preventClicks: true });
      })
      .catch((error: unknown) => console.warn(`[preview] ${(error as Error).message}`));
    return () => {
      cancelled = true;
    };
    // resolveRelations is the loader's constant list
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storyId, url]);
  return null;
}
