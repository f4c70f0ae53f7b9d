import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForbiddenTemplate } from '../templates/forbidden/ForbiddenTemplate';
import { GenericErrorTemplate } from '../templates/generic_error/GenericErrorTemplate';
import { NotFoundTemplate } from '../templates/not_found/NotFoundTemplate';
import { renderBlocks } from '../core/testing/render';
import { UnauthorizedTemplate } from '../templates/unauthorized/UnauthorizedTemplate';
import { errorBackHref } from './ErrorScreen';

describe('error screens (docs/requirements/pages.md#error-screens, docs/requirements/pages.md#error-messages)', () => {
  it('404 shows the exact text and a back-to-home button to /', () => {
    renderBlocks(<NotFoundTemplate currentPath="/en/global/nothing" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We are not able to find the page you were looking for');
    expect(screen.getByRole('link', { name: 'Go back to the homepage' })).toHaveAttribute('href', '/');
  });

  it('403 shows the exact text and goes back to /extranet from an extranet path', () => {
    renderBlocks(<ForbiddenTemplate currentPath="/en/global/extranet/catalogues" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("You don't have access to this page");
    expect(screen.getByRole('link', { name: 'Go back to the homepage' })).toHaveAttribute('href', '/extranet');
  });

  it('generic error shows both generic texts and honours the site home', () => {
    renderBlocks(<GenericErrorTemplate homeHref="/it/global" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ops! This page is missing.');
    expect(screen.getByText("Either something went wrong or the page doesn't exist anymore")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to the homepage' })).toHaveAttribute('href', '/it/global');
  });

  it('401 explains preview or credentials and has no back button', () => {
    renderBlocks(<UnauthorizedTemplate currentPath="/extranet" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forbidden access');
    expect(screen.getByText('This content is available in the content service preview or by providing valid credentials.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is translated', () => {
    renderBlocks(<NotFoundTemplate />, { locale: 'it' });
    expect(screen.getByRole('link', { name: 'Torna alla homepage' })).toBeInTheDocument();
  });

  it.each([
    [{}, '/'],
    [{ currentPath: '/de/global/extranet' }, '/extranet'],
    [{ currentPath: '/produkte' }, '/'],
    [{ isExtranet: true, extranetHref: '/it/global/extranet' }, '/it/global/extranet'],
    [{ isExtranet: false, currentPath: '/extranet' }, '/'],
  ])('back href for %j is %s', (props, expected) => {
    expect(errorBackHref(props)).toBe(expected);
  });
});
