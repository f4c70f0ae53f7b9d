import { RichText } from '../core/rich-text-renderer/RichText';

/**
 * A "text" field that content may store as a plain textarea string or as a rich-text doc
 * (both exist in Storyblok spaces): strings become paragraphs split on blank lines, docs go
 * through `RichText`. Empty renders nothing.
 */
export function TextOrRichText({ value, className }: { value: unknown; className?: string }) {
  if (typeof value === 'string') {
    const paragraphs = value
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (paragraphs.length === 0) return null;
    return (
      <div className={className}>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    );
  }
  return <RichText doc={value} className={className} />;
}
