/** Layout names without components, for plain Node (`@silca/ui/layout-names`). */

export const LAYOUT_NAMES = ['default', 'empty', 'extranet', 'extranet-prefooter', 'prefooter', 'simple-landing', 'custom-landing'] as const;

export type LayoutName = (typeof LAYOUT_NAMES)[number];
