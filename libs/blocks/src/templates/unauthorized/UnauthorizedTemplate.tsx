import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { ErrorScreen, errorBody, type ErrorTemplateProps } from '../../shared/ErrorScreen';

/**
 * 401 screen (docs/requirements/pages.md#error-screens): "Forbidden access" with the text that the content is available in
 * the content service preview or by providing valid credentials. No back button. The site
 * renders it in the empty layout (`UNAUTHORIZED_LAYOUT`).
 */
export function UnauthorizedTemplate(props: ErrorTemplateProps) {
  const { t } = useBlocksTranslation();
  return <ErrorScreen code="401" title={t('errorUnauthorizedTitle')} text={t('errorUnauthorizedText')} body={errorBody(props.story)} />;
}

/** The layout of the 401 screen (docs/requirements/pages.md#error-screens); every other error screen uses `default`. */
export const UNAUTHORIZED_LAYOUT = 'empty' as const;
