import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { ErrorScreen, errorBackHref, errorBody, type ErrorTemplateProps } from '../../shared/ErrorScreen';

/** 403 screen (docs/requirements/pages.md#error-screens, docs/requirements/pages.md#error-messages); default layout. */
export function ForbiddenTemplate(props: ErrorTemplateProps) {
  const { t } = useBlocksTranslation();
  return (
    <ErrorScreen code="403" title={t('errorForbiddenTitle')} back={{ href: errorBackHref(props), label: t('backToHome') }} body={errorBody(props.story)} />
  );
}
