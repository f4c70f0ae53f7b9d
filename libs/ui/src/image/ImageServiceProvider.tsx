import { createContext, useContext, type ReactNode } from 'react';
import type { ImageUrlBuilder } from './imageAttributes';
import { imageServiceUrl } from './imageServiceUrl';

export type { ImageUrlBuilder } from './imageAttributes';

const ImageServiceContext = createContext<ImageUrlBuilder>(imageServiceUrl);

export interface ImageServiceProviderProps {
  /** Default `imageServiceUrl`. */
  buildUrl: ImageUrlBuilder;
  children?: ReactNode;
}

/** Replaces how `Image` and `ImageZoom` build variant URLs, e.g. serving originals where there is no image service. */
export function ImageServiceProvider({ buildUrl, children }: ImageServiceProviderProps) {
  return <ImageServiceContext.Provider value={buildUrl}>{children}</ImageServiceContext.Provider>;
}

export function useImageUrlBuilder(): ImageUrlBuilder {
  return useContext(ImageServiceContext);
}
