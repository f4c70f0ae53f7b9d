import { describe, expect, it } from 'vitest';
import { rt, type StoryRecord } from './lib';
import { completeTranslations, type PhraseTable } from './translate';

const TABLE: PhraseTable = {
  Warranty: { pt: 'Garantia', nl: 'Garantie', ro: 'Garanție', ru: 'Гарантия' },
  'Two years on every machine.': { pt: 'Dois anos em todas as máquinas.', ru: 'Два года на каждый станок.' },
  Weight: { de: 'Gewicht', it: 'Peso', pt: 'Peso' },
  'Futura Pro': { pt: 'Futura Pro', ru: 'Futura Pro' },
};

const record = (content: Record<string, unknown>) =>
  ({ name: 'x', slug: 'x', full_slug: 'global/x', is_folder: false, translated_slugs: [], content }) as unknown as StoryRecord;

describe('completeTranslations (docs/requirements/content.md#translation: nine locales)', () => {
  it('adds the missing languages of translated fields and never overwrites a generator translation', () => {
    const rec = record({ title: 'Warranty', title__i18n__it: 'Garanzia', title__i18n__nl: 'Waarborg' });
    completeTranslations([rec], TABLE);
    expect(rec.content).toMatchObject({
      title__i18n__pt: 'Garantia',
      title__i18n__ro: 'Garanție',
      title__i18n__ru: 'Гарантия',
      title__i18n__nl: 'Waarborg',
      title__i18n__it: 'Garanzia',
    });
  });

  it('translates rich text only when every text node is known, and reports the rest', () => {
    const rec = record({
      text: rt.doc(rt.p('Two years on every machine.')),
      text__i18n__it: rt.doc(rt.p('Due anni.')),
      other: rt.doc(rt.p('Unknown sentence that nobody translated.')),
      other__i18n__de: rt.doc(rt.p('x')),
    });
    const { missing } = completeTranslations([rec], TABLE);
    expect(JSON.stringify(rec.content!.text__i18n__pt)).toContain('Dois anos em todas as máquinas.');
    expect(rec.content!.text__i18n__nl).toBeUndefined();
    expect(rec.content!.other__i18n__pt).toBeUndefined();
    expect(missing).toContain('Unknown sentence that nobody translated.');
  });

  it('translates English-only fields in the table (technical data) but leaves names as they are', () => {
    const row = { component: 'technical_data_row', label: 'Weight', value: '31 kg' };
    const rec = record({ name: 'Futura Pro', technical_data: [row] });
    completeTranslations([rec], TABLE);
    expect(row).toMatchObject({ label__i18n__de: 'Gewicht', label__i18n__it: 'Peso', label__i18n__pt: 'Peso' });
    expect(rec.content!.name__i18n__pt).toBeUndefined();
  });

  it('reports a one-word label the table lacks, leaves keys alone and names a page after its title', () => {
    const rec = record({ title: 'Bulletins', title__i18n__it: 'Bollettini', media_folder: 'Warranty', label: 'Catalogues', label__i18n__de: 'Kataloge' });
    const { missing } = completeTranslations([rec], { ...TABLE, Bulletins: { pt: 'Boletins', ru: 'Бюллетени' } });
    // A media folder key is no text, even when its value reads like one.
    expect(rec.content!.media_folder__i18n__pt).toBeUndefined();
    expect(missing).toContain('Catalogues');
    expect(rec.translated_slugs).toEqual(
      expect.arrayContaining([
        { lang: 'it', slug: 'x', name: 'Bollettini' },
        { lang: 'ru', slug: 'x', name: 'Бюллетени' },
      ]),
    );
  });

  it('gives image and file fields a copy per language with translated alt texts, from the table or the story itself', () => {
    const asset = (alt: string) => ({ fieldtype: 'asset', filename: 'https://a.storyblok.com/f/1/x.jpg', alt, title: alt });
    const rec = record({
      title: 'Quality first',
      title__i18n__it: 'Prima la qualità',
      title__i18n__ru: 'Сначала качество',
      image: asset('Quality first'),
      files: [asset('Warranty (low resolution)')],
      people: [asset('Giulia Moretti')],
    });
    const { missing } = completeTranslations([rec], TABLE);
    expect(rec.content!.image__i18n__it).toMatchObject({ alt: 'Prima la qualità', filename: 'https://a.storyblok.com/f/1/x.jpg' });
    expect(rec.content!.image__i18n__ru).toMatchObject({ alt: 'Сначала качество', title: 'Сначала качество' });
    expect(rec.content!.files__i18n__ru).toEqual([expect.objectContaining({ alt: 'Гарантия (низкое разрешение)' })]);
    // A name found nowhere is reported, never guessed.
    expect(rec.content!.people__i18n__ru).toBeUndefined();
    expect(missing).toContain('Giulia Moretti');
    expect(missing).toContain('Quality first');
  });
});
