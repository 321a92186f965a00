/**
 * The home hero's drawing (a letter and its envelope), inline: an `<img>` of an SVG file costs a phone a separate
 * SVG document after the first paint even where the CSS hides it. Decorative; shown from 768 px (home.css).
 */
export function HeroLetters({ className }: { readonly className: string }) {
  return (
    <svg viewBox="0 0 480 380" width={480} height={380} className={className} aria-hidden="true" focusable="false">
      <circle cx="250" cy="190" r="170" fill="#eaf2f8" />
      <circle cx="380" cy="80" r="46" fill="#fbe3ec" />
      <g transform="rotate(-9 200 170)">
        <rect x="92" y="52" width="210" height="250" rx="10" fill="#fff" stroke="#d5dde5" strokeWidth="2" />
        <g stroke="#c9d6e2" strokeWidth="6" strokeLinecap="round">
          <path d="M122 98h120" />
          <path d="M122 128h150" />
          <path d="M122 158h140" />
          <path d="M122 188h150" />
          <path d="M122 218h96" />
        </g>
        <path
          d="M122 256c14-16 26 12 40-4s24 10 36-2"
          fill="none"
          stroke="#1f5f8b"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
      <g transform="rotate(7 320 240)">
        <rect x="196" y="160" width="250" height="160" rx="12" fill="#1f5f8b" />
        <path d="M200 170l121 86 121-86" fill="none" stroke="#174a6d" strokeWidth="6" strokeLinejoin="round" />
        <path d="M204 314l96-70M438 314l-96-70" stroke="#2b6f9f" strokeWidth="4" />
        <rect
          x="390"
          y="176"
          width="40"
          height="46"
          rx="4"
          fill="#fff"
          stroke="#f7a8c4"
          strokeWidth="3"
          strokeDasharray="4 3"
        />
        <path
          d="M410 191c2.6-3.8 9-2.6 9 2.6 0 4.6-9 10.4-9 10.4s-9-5.8-9-10.4c0-5.2 6.4-6.4 9-2.6z"
          fill="#d6336c"
        />
      </g>
    </svg>
  );
}
