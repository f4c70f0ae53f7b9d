/** `@silca/ui/zoom`: image zoom, a separate entry so only pages with zoom load it (issue 5). */
export { ImageZoom, ZOOM_LEVELS, type ImageZoomProps } from './ImageZoom';
