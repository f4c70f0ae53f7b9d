/**
 * The layout names, apart from the layout components (no CSS, no React), so the content schemas
 * of @silca/blocks and its server entry read them in plain Node (`@silca/ui/layout-names`).
 */

/** The layout names a story's `layout` field (or a template) can select. */
export const LAYOUT_NAMES = ['default', 'empty', 'extranet', 'extranet-prefooter', 'prefooter', 'simple-landing', 'custom-landing'] as const;

/** One of the seven layout names. */
export type LayoutName = (typeof LAYOUT_NAMES)[number];
