import { useEffect, useRef } from 'react';

type RegisterEvent = (callback: () => void) => void;
type BridgeWindow = { storyblokRegisterEvent?: RegisterEvent };

let loading: Promise<void> | null = null;

/** Loads the bridge once and provides `window.storyblokRegisterEvent`, which the SDK waits for. */
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

export interface StoryblokBridgeProps {
  /** `_storyblok` of the URL must be this id. */
  storyId: number;
  url: string;
  resolveRelations: string[];
  onInput: (story: unknown) => void;
}

/** The visual editor's bridge on verified previews only (docs/requirements/content.md#visual-editor). */
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
