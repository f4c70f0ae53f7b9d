import type { ReactNode } from 'react';

const TIME_TAG = /<time>([\s\S]*?)<\/time>/;

/**
 * A translated line with one `<time>…</time>` element in it ("Published on <time>{{date}}</time>",
 * the locales of libs/blocks), rendered as text around a `<time dateTime>` element. Replaces
 * react-i18next's `<Trans>`, whose HTML parser was a 3.7 KB gzip chunk in the first load of
 * product and news pages (docs/requirements/performance.md#speed-goals, decision 0957).
 * `text` is the string after interpolation (`t(key, values)`); `dateTime` the ISO value of the
 * element. A string without the tag renders as plain text. Never throws.
 */
export function TextWithTime({ text, dateTime }: { text: string; dateTime: string }): ReactNode {
  const match = TIME_TAG.exec(text);
  if (!match) return text;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return (
    <>
      {before}
      <time dateTime={dateTime}>{match[1]}</time>
      {after}
    </>
  );
}
