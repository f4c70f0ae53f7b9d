import { describe, expect, it } from 'vitest';
import { hydrationHintsFor, readHydrationHints, serializeHydrationHints, HYDRATION_HINTS_ID } from './hydration-hints';

// Decision 1040: the browser reads what to load before hydrating from the document, not from Remix's handoff.
const product = {
  kind: 'story',
  familyId: 'products-slug',
  story: { content: { component: 'product_detail', body: [{ component: 'hero' }, { component: 'grid', columns: [{ component: 'teaser' }] }] } },
};

function documentWith(text: string | null) {
  return { getElementById: (id: string) => (id === HYDRATION_HINTS_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) };
}

describe('hydration hints', () => {
  it('name the template, every block (the built-in contact form of a product page included) and the strings', () => {
    const hints = hydrationHintsFor('it', '/_strings/it.abc.json', [{ locale: 'it' }, product]);
    expect(hints).toMatchObject({ locale: 'it', strings: '/_strings/it.abc.json', template: 'product_detail', consent: false, search: false });
    expect(hints.blocks.sort()).toEqual(['custom_form', 'grid', 'hero', 'teaser']);
  });

  it('say when the search view or the consent form is on the page', () => {
    expect(hydrationHintsFor('en', null, [{ kind: 'search' }]).search).toBe(true);
    expect(hydrationHintsFor('en', null, [{ story: { content: { component: 'cookie_consent' } } }]).consent).toBe(true);
  });

  it('come back from the document as they were written, even with markup in a name', () => {
    const hints = hydrationHintsFor('de', '/_strings/de.x.json', [{ story: { content: { component: 'page', body: [{ component: '</script><b>' }] } } }]);
    const text = serializeHydrationHints(hints);
    expect(text).not.toContain('</script>');
    expect(readHydrationHints(documentWith(text))).toEqual(hints);
  });

  it('are null when the document has none or they are broken', () => {
    expect(readHydrationHints(documentWith(null))).toBeNull();
    expect(readHydrationHints(documentWith('{not json'))).toBeNull();
    expect(readHydrationHints(documentWith('{"blocks":[]}'))).toBeNull();
  });
});
