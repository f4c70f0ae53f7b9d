import { RichText } from '../core/rich-text-renderer/RichText';

/** A "text" field stored as a textarea string (paragraphs split on blank lines) or a rich-text doc; empty renders nothing. */
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
