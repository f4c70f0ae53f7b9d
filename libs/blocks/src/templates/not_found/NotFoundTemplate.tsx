import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { ErrorScreen, errorBackHref, errorBody, type ErrorTemplateProps } from '../../shared/ErrorScreen';

/** 404 screen (docs/requirements/pages.md#error-screens, docs/requirements/pages.md#error-messages); the site sets the status. */
export function NotFoundTemplate(props: ErrorTemplateProps) {
  const { t } = useBlocksTranslation();
  return (
    <ErrorScreen
      code="404"
      title={t('errorNotFoundTitle')}
      text={t('errorGenericText')}
      back={{ href: errorBackHref(props), label: t('backToHome') }}
      body={errorBody(props.story)}
    />
  );
}
