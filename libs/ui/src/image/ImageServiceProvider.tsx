import { createContext, useContext, type ReactNode } from 'react';
import type { ImageUrlBuilder } from './imageAttributes';
import { imageServiceUrl } from './imageServiceUrl';

export type { ImageUrlBuilder } from './imageAttributes';

const ImageServiceContext = createContext<ImageUrlBuilder>(imageServiceUrl);

/** Props of `ImageServiceProvider`. */
export interface ImageServiceProviderProps {
  /** The URL builder; default `imageServiceUrl` (Storyblok's image service grammar). */
  buildUrl: ImageUrlBuilder;
  children?: ReactNode;
}

/**
 * Replaces how `Image` and `ImageZoom` build variant URLs. Apps normally need nothing (the
 * default is the Storyblok image service); environments without an image service (Storybook's
 * static build, a demo without the local CDN) can serve the original files instead.
 */
export function ImageServiceProvider({ buildUrl, children }: ImageServiceProviderProps) {
  return <ImageServiceContext.Provider value={buildUrl}>{children}</ImageServiceContext.Provider>;
}

/** The current image URL builder (default `imageServiceUrl`). */
export function useImageUrlBuilder(): ImageUrlBuilder {
  return useContext(ImageServiceContext);
}
