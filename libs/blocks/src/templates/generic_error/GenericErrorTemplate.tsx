import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { ErrorScreen, errorBackHref, errorBody, type ErrorTemplateProps } from '../../shared/ErrorScreen';

/**
 * Any other status (docs/requirements/pages.md#error-screens, docs/requirements/pages.md#error-messages); no error details
 * (docs/requirements/extranet.md#no-leaks).
 */
export function GenericErrorTemplate(props: ErrorTemplateProps) {
  const { t } = useBlocksTranslation();
  return (
    <ErrorScreen
      title={t('errorGenericTitle')}
      text={t('errorGenericText')}
      back={{ href: errorBackHref(props), label: t('backToHome') }}
      body={errorBody(props.story)}
    />
  );
}
