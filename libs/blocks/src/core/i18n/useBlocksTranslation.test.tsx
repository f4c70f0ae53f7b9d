import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ensureBlocksResources } from './ensureBlocksResources';
import { blocksResources } from './resources';
import { useBlocksTranslation } from './useBlocksTranslation';

function Probe() {
  const { t } = useBlocksTranslation();
  return <p>{t('carouselPrevious')}</p>;
}

describe('useBlocksTranslation', () => {
  it('falls back to English without any i18next instance', () => {
    render(<Probe />);
    expect(screen.getByText('Previous')).toBeInTheDocument();
  });

  it("uses the app instance's strings of its language, as the site sends them (that locale and en only)", async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'ru', fallbackLng: 'en', resources: { ru: { ...blocksResources.ru }, en: { ...blocksResources.en } } });
    render(
      <I18nextProvider i18n={instance}>
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getByText('Назад')).toBeInTheDocument();
    // The hook adds no other language's bundle (docs/requirements/performance.md#code-loaded-when-wanted: one language per page).
    expect(instance.hasResourceBundle('pt', 'blocks')).toBe(false);
  });

  it('shows English and warns once when the app forgot the blocks strings of its language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const instance = i18next.createInstance();
    await instance.init({ lng: 'nl', fallbackLng: 'en', resources: { nl: { common: {} } } });
    render(
      <I18nextProvider i18n={instance}>
        <Probe />
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getAllByText('Previous')).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"nl"');
    warn.mockRestore();
  });

  it('ensureBlocksResources adds all nine locales (server and tools)', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'pt', resources: {} });
    ensureBlocksResources(instance);
    expect(instance.t('carouselPrevious', { ns: 'blocks' })).toBe('Anterior');
    expect(instance.hasResourceBundle('ro', 'blocks')).toBe(true);
  });
});
