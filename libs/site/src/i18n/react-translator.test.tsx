import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as reactI18next from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18nInstance } from './i18n-instance';
import { resourcesFor } from './i18n.server';
import * as ours from './react-translator';
import { createInstance, type Resources } from './translator';

type Hooks = Pick<typeof reactI18next, 'useTranslation'>;

/** A component of each kind the site has: the provider's default namespace, a named one, a `ns:` key, an instance passed in. */
function view(hooks: Hooks, instance?: unknown) {
  return function View() {
    const common = hooks.useTranslation();
    const blocks = hooks.useTranslation('blocks');
    const passed = hooks.useTranslation('ui', instance ? { i18n: instance as never } : {});
    return createElement(
      'p',
      { lang: common.i18n.language },
      `${common.t('nav.products')}|${blocks.t('publishedOn', { date: '1.5.2026' })}|${blocks.t('common:nav.news')}|${passed.t('close')}|${String(blocks.ready)}`,
    );
  };
}

describe('the browser useTranslation (decision 0968)', () => {
  it.each(['en', 'it', 'ru'] as const)('renders what react-i18next renders over i18next in %s', (locale) => {
    const resources = resourcesFor(locale);
    const reference = createI18nInstance(locale, resources);
    const light = createInstance();
    void light.use(ours.initReactI18next).init({ lng: locale, fallbackLng: 'en', resources: resources as Resources, ns: ['common', 'ui', 'blocks', 'site'], defaultNS: 'common' });
    const expected = renderToString(createElement(reactI18next.I18nextProvider, { i18n: reference }, createElement(view(reactI18next))));
    const actual = renderToString(createElement(ours.I18nextProvider, { i18n: light }, createElement(view(ours as unknown as Hooks))));
    expect(actual).toBe(expected);
    expect(actual).toContain(`lang="${locale}"`);
    // Without a provider: the instance `initReactI18next` registered, or the one passed in.
    expect(renderToString(createElement(view(ours as unknown as Hooks, light)))).toBe(expected);
    expect(ours.getI18n()).toBe(light);
  });

});
