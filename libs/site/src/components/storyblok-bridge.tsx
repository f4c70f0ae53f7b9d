import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';

const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';

interface BridgeInstance {
  on(events: string[], callback: () => void): void;
}
type BridgeWindow = { StoryblokBridge?: new () => BridgeInstance };

/**
 * Storyblok's visual-editor bridge, rendered only on verified preview pages (the loader decides;
 * DESIGN.md 8: the bridge only in preview). It loads the editor's script and revalidates the page
 * on save and publish, so editors see their draft without a reload. No token reaches the browser.
 */
export function StoryblokBridge() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const w = window as unknown as BridgeWindow;
    const start = () => {
      if (!w.StoryblokBridge) return;
      new w.StoryblokBridge().on(['change', 'published'], () => revalidator.revalidate());
    };
    if (w.StoryblokBridge) return start();
    const script = document.createElement('script');
    script.src = BRIDGE_URL;
    script.async = true;
    script.onload = start;
    document.head.appendChild(script);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
