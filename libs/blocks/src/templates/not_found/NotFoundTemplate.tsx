import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { ErrorScreen, errorBackHref, errorBody, type ErrorTemplateProps } from '../../shared/ErrorScreen';

/**
 * 404 screen (docs/requirements/pages.md#error-screens, docs/requirements/pages.md#error-messages): "We are not able to find the page you were looking for", a
 * primary "Go back to the homepage" button to `/` (or `/extranet` on extranet paths). Default
 * layout (the site's). The site sets the 404 status.
 */
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
