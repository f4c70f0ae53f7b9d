/** 1 = fit to the dialog width. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
