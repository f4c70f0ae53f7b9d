import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { renderBlocks } from '../../core/testing/render';
import { telHref } from './CommercialCard';

describe('commercial_card', () => {
  it('lists contacts with mailto and tel links', () => {
    renderBlocks(
      <Blok
        blok={{
          _uid: 'cc',
          component: 'commercial_card',
          title: 'Sales Italy',
          contacts: [
            { _uid: 'p', component: 'commercial_contact', name: 'Giulia Rossi', role: 'Area manager', email: 'g.rossi@silca.it', phone: '+39 0438 9136' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Giulia Rossi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /g.rossi@silca.it/ })).toHaveAttribute('href', 'mailto:g.rossi@silca.it');
    expect(screen.getByRole('link', { name: '+39 0438 9136' })).toHaveAttribute('href', 'tel:+3904389136');
  });

  it('telHref keeps only digits and a leading plus', () => {
    expect(telHref(' (0438) 91-36 ')).toBe('tel:04389136');
  });
});
