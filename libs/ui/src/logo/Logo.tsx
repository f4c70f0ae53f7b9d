export interface LogoProps {
  /** For dark backgrounds. */
  tone?: 'dark' | 'light';
  /** Px; width follows 4:1. */
  height?: number;
  className?: string;
}

/** The wordmark as inline SVG; decorative, the surrounding link names it. */
export function Logo({ tone = 'dark', height = 32, className }: LogoProps) {
  const text = tone === 'light' ? '#ffffff' : '#003a70';
  return (
    <svg className={className} viewBox="0 0 128 32" width={height * 4} height={height} aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="8" height="32" fill="#c8102e" />
      <text x="14" y="26" fill={text} fontFamily="'Helvetica Neue', Helvetica, Arial, sans-serif" fontSize="28" fontWeight="700" letterSpacing="2">
        SILCA
      </text>
    </svg>
  );
}
