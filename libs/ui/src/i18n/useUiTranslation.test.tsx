import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ensureUiResources } from './ensureUiResources';
import { uiResources } from './resources';
import { useUiTranslation } from './useUiTranslation';

function Probe({ count = 0 }: { count?: number }) {
  const { t } = useUiTranslation();
  return (
    <p>
      {t('loadMore')} | {t('showResults', { count })}
    </p>
  );
}

describe('useUiTranslation', () => {
  it('falls back to English without any i18next instance', () => {
    render(<Probe count={3} />);
    expect(screen.getByText('Load more | Show 3 results')).toBeInTheDocument();
  });

  it("follows the app instance's language and plural rules when uiResources are merged", async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'ru', resources: { ru: { ...uiResources.ru } }, interpolation: { escapeValue: false } });
    render(
      <I18nextProvider i18n={instance}>
        <Probe count={3} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Загрузить ещё | Показать 3 результата')).toBeInTheDocument();
  });

  it('shows English and warns once when the app forgot the ui strings of its language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const instance = i18next.createInstance();
    await instance.init({ lng: 'nl', fallbackLng: 'en', resources: { nl: { common: {} } } });
    render(
      <I18nextProvider i18n={instance}>
        <Probe count={1} />
        <Probe count={2} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Load more | Show 1 result')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"nl"');
    warn.mockRestore();
  });

  it('ensureUiResources adds all nine locales', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'pt', resources: {} });
    ensureUiResources(instance);
    expect(instance.t('loadMore', { ns: 'ui' })).toBe('Carregar mais');
    expect(instance.hasResourceBundle('ro', 'ui')).toBe(true);
  });
});
