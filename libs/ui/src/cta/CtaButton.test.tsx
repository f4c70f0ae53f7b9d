import { render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type RouterLinkProps } from '../link/LinkProvider';
import { CtaButton } from './CtaButton';

describe('CtaButton (docs/requirements/pages.md#call-to-action)', () => {
  it('renders a button when there is no URL', () => {
    render(<CtaButton label="Send" buttonType="submit" />);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens https:// in a new tab with noopener noreferrer and says so', () => {
    render(<CtaButton label="Shop" href="https://shop.silca.biz" />);
    const link = screen.getByRole('link', { name: /Shop/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('opens mailto: in a new tab', () => {
    render(<CtaButton label="Mail" link={{ linktype: 'email', email: 'info@silca.it' }} />);
    const link = screen.getByRole('link', { name: /Mail/ });
    expect(link).toHaveAttribute('href', 'mailto:info@silca.it');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('opens relative paths and http:// in the same tab', () => {
    render(
      <>
        <CtaButton label="Products" href="/products" />
        <CtaButton label="Old" href="http://old.silca.biz" />
      </>,
    );
    for (const name of ['Products', 'Old']) {
      const link = screen.getByRole('link', { name });
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveAttribute('rel');
    }
  });

  it('routes internal links through the provided router link', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(({ to, ...rest }, ref) => (
      <a ref={ref} href={`/router${to}`} data-router="yes" {...rest} />
    ));
    render(
      <LinkProvider component={RouterLink} hrefForStory={() => '/it/global/prodotti'}>
        <CtaButton label="Go" link={{ linktype: 'story', cached_url: 'global/products' }} />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', '/router/it/global/prodotti');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('falls back to a button for an unsafe URL and to defaults for unknown type and size', () => {
    render(<CtaButton label="X" href="javascript:alert(1)" type="neon" size="huge" />);
    const button = screen.getByRole('button', { name: 'X' });
    expect(button.className).toContain('primary');
    expect(button.className).toContain('medium');
  });

  it.each(['primary', 'secondary', 'tertiary', 'ghostdark', 'ghostlight'])('applies type %s', (type) => {
    render(<CtaButton label="T" type={type} size="large" />);
    const button = screen.getByRole('button');
    expect(button.className).toContain(type);
    expect(button.className).toContain('large');
  });
});
