import { templateRegistry, type ErrorTemplateProps } from '@silca/blocks';
import type { ComponentType } from 'react';
import { ExtranetLogin, SignedInAs } from '../extranet/extranet-login';

type ErrorTemplate = ComponentType<ErrorTemplateProps>;

function templateFor(status: number): ErrorTemplate {
  if (status === 401) return templateRegistry.unauthorized;
  if (status === 403) return templateRegistry.forbidden;
  if (status === 404) return templateRegistry.not_found;
  return templateRegistry.generic_error;
}

/** The error screen of a status (docs/requirements/pages.md#error-screens); the extranet's 403 names `signedInAs`. */
export function ErrorScreen({ status, pathname, signedInAs }: { status: number; pathname: string; signedInAs?: string }) {
  const Template = templateFor(status);
  return (
    <>
      <Template currentPath={pathname} homeHref="/" />
      {/* 401: the way in for partners (docs/requirements/extranet.md#login-flow), a login button that keeps the path. */}
      {status === 401 ? <ExtranetLogin /> : null}
      {/* 403: who is signed in, and the way out to sign in as someone else (docs/requirements/pages.md#signed-in-without-access). */}
      {status === 403 && signedInAs ? <SignedInAs name={signedInAs} /> : null}
    </>
  );
}
