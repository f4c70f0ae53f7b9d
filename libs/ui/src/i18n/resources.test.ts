import { describe, expect, it } from 'vitest';
import { UI_LOCALES, UI_STRING_KEYS, uiResources } from './resources';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('uiResources', () => {
  const english = Object.keys(uiResources.en.ui);

  it.each(UI_LOCALES)('%s has every English key (plural forms aside) with a non-empty value', (lng) => {
    const strings = uiResources[lng].ui;
    for (const key of english) {
      if (PLURAL_SUFFIX.test(key)) {
        expect(strings[key.replace(PLURAL_SUFFIX, '_other')], `${lng}:${key}`).toBeTruthy();
      } else {
        expect(strings[key], `${lng}:${key}`).toBeTruthy();
      }
    }
    for (const [key, value] of Object.entries(strings)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      expect(
        english.some((k) => k.replace(PLURAL_SUFFIX, '') === base),
        `${lng}:${key} unknown`,
      ).toBe(true);
      // Interpolations must survive translation.
      const placeholders = (uiResources.en.ui[key] ?? uiResources.en.ui[`${base}_other`] ?? '').match(/{{\w+}}/g) ?? [];
      for (const p of placeholders) expect(value, `${lng}:${key}`).toContain(p);
    }
  });

  it('UI_STRING_KEYS lists exactly the English keys', () => {
    expect([...UI_STRING_KEYS].sort()).toEqual(Object.keys(uiResources.en.ui).sort());
  });

  it('has plural forms for the languages that need them', () => {
    expect(uiResources.ru.ui.showResults_few).toBeTruthy();
    expect(uiResources.ru.ui.showResults_many).toBeTruthy();
    expect(uiResources.ro.ui.showResults_few).toBeTruthy();
  });
});
