import { storyblokEditable } from '@storyblok/react';
import { describe, expect, it } from 'vitest';
import { editableAttributes } from './editable';

describe('editableAttributes', () => {
  it('turns Storyblok _editable comments into the visual-editor data attributes', () => {
    const json = '{"name":"small_banner","space":"286512","uid":"i-abc","id":"42"}';
    expect(editableAttributes({ _editable: `<!--#storyblok#${json}-->` })).toEqual({
      'data-blok-c': json,
      'data-blok-uid': '42-i-abc',
    });
  });

  it.each([undefined, '', 'garbage', '<!--#storyblok#{not json-->', '<!--#storyblok#{"uid":"x"}-->'])('returns no attributes for %j', (value) => {
    expect(editableAttributes({ _editable: value })).toEqual({});
  });

  it('gives the attributes of storyblokEditable (@storyblok/react) for the markers the API sends (docs/requirements/content.md#visual-editor)', () => {
    for (const [name, uid, id] of [
      ['page', '7be9dde6-03f6-4750-8b92-95e968ad929b', '422547513'],
      ['technical_data_row', 'b11', '991780002'],
    ]) {
      const blok = { _editable: `<!--#storyblok#${JSON.stringify({ name, space: '287745', uid, id })}-->` };
      expect(editableAttributes(blok)).toEqual(storyblokEditable(blok as never));
    }
  });
});
