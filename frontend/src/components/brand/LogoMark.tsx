/**
 * The site's mark, drawn inline. As an `<img src="/logo.svg">` a phone built a separate SVG document for it after
 * the first paint (20 to 40 ms of main thread on a 2-core machine, four times that on a slow phone); inline it is
 * part of the page's own layout. `public/logo.svg` (favicon, structured data) is this same drawing:
 * LogoMark.test.tsx keeps the two alike.
 */
export function LogoShapes() {
  return (
    <>
      <rect width="64" height="64" rx="14" fill="#1f5f8b" />
      <rect x="12" y="19" width="40" height="28" rx="4" fill="#fff" />
      <path
        d="M14 22l18 13 18-13"
        fill="none"
        stroke="#1f5f8b"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M44 11.5c1.6-2.3 5.6-1.6 5.6 1.6 0 2.8-5.6 6.4-5.6 6.4s-5.6-3.6-5.6-6.4c0-3.2 4-3.9 5.6-1.6z"
        fill="#f7a8c4"
      />
    </>
  );
}

/** The mark beside the site's name: decorative (the link around it carries the name). */
export function LogoMark({ size, className }: { readonly size: number; readonly className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <LogoShapes />
    </svg>
  );
}
