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

  it.each([undefined, '', 'garbage', '<!--#storyblok#{not json-->', '<!--#storyblok#{"uid":"x"}-->'])(
    'returns no attributes for %j',
    (value) => {
      expect(editableAttributes({ _editable: value })).toEqual({});
    },
  );
});
