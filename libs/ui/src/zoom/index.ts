/** `@silca/ui/zoom`: a separate entry, loaded only by pages with zoom (docs/requirements/performance.md#code-loaded-when-wanted). */
export { ImageZoom, ZOOM_LEVELS, type ImageZoomProps } from './ImageZoom';
