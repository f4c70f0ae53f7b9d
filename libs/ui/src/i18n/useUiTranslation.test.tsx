import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
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

  it("adds the ui bundles to the app's instance and follows its language and plurals", async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'ru', resources: { ru: { common: {} } }, interpolation: { escapeValue: false } });
    render(
      <I18nextProvider i18n={instance}>
        <Probe count={3} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Загрузить ещё | Показать 3 результата')).toBeInTheDocument();
  });
});
