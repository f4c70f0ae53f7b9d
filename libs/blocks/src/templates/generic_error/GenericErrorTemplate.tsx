import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { ErrorScreen, errorBackHref, errorBody, type ErrorTemplateProps } from '../../shared/ErrorScreen';

/**
 * Any other status (docs/requirements/pages.md#error-screens, docs/requirements/pages.md#error-messages): "Ops! This page is missing." / "Either something went
 * wrong or the page doesn't exist anymore", and the back-to-home button. Default layout. No
 * error details are shown (docs/requirements/extranet.md#no-leaks: never leak through error messages).
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
