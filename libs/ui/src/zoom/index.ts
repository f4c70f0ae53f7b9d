/** `@silca/ui/zoom`: image zoom, a separate entry so only pages with zoom load it (docs/requirements/pages.md#block-library-goals). */
export { ImageZoom, ZOOM_LEVELS, type ImageZoomProps } from './ImageZoom';
