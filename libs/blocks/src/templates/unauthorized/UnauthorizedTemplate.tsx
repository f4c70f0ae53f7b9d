import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { ErrorScreen, errorBody, type ErrorTemplateProps } from '../../shared/ErrorScreen';

/** 401 screen (docs/requirements/pages.md#error-screens): no back button; the site uses the empty layout. */
export function UnauthorizedTemplate(props: ErrorTemplateProps) {
  const { t } = useBlocksTranslation();
  return <ErrorScreen code="401" title={t('errorUnauthorizedTitle')} text={t('errorUnauthorizedText')} body={errorBody(props.story)} />;
}

/** The 401 screen's layout (docs/requirements/pages.md#error-screens); others use `default`. */
export const UNAUTHORIZED_LAYOUT = 'empty' as const;
