import type { ReactNode } from 'react';

const TIME_TAG = /<time>([\s\S]*?)<\/time>/;

/**
 * A translated line with one `<time>…</time>` ("Published on <time>{{date}}</time>") rendered around a `<time dateTime>`, without
 * `<Trans>`'s parser (decision 0957). `text` is interpolated; without the tag, plain text. Never throws.
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
