import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextWithTime } from './TextWithTime';

describe('TextWithTime', () => {
  it('puts the text inside the tag into a <time> element with the machine-readable date', () => {
    expect(renderToStaticMarkup(<TextWithTime text="Published on <time>27 Nov 2026</time>" dateTime="2026-11-27" />)).toBe(
      'Published on <time dateTime="2026-11-27">27 Nov 2026</time>',
    );
  });

  it('keeps text after the element (word order of other languages) and escapes what it renders', () => {
    expect(renderToStaticMarkup(<TextWithTime text="<time>27.11.</time> & später" dateTime="2026-11-27" />)).toBe(
      '<time dateTime="2026-11-27">27.11.</time> &amp; später',
    );
  });

  it('renders a string without the tag as plain text', () => {
    expect(renderToStaticMarkup(<TextWithTime text="Published <b>x</b>" dateTime="2026-11-27" />)).toBe('Published &lt;b&gt;x&lt;/b&gt;');
  });
});
