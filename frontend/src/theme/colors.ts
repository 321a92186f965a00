/** Brand colours: the one place they are defined (also read by vite.config.ts for index.html). */
export const brandColors = {
  primary: '#1f5f8b',
  primaryDark: '#174a6d',
  /**
   * The shades antd derives from `primary` (its colorPrimaryHover, colorPrimaryActive,
   * colorPrimaryBorder, colorLinkHover), written out so that the buttons drawn in plain CSS
   * (components/button) and antd's own use the same ones: appTheme hands them to antd.
   * Change them with `primary`.
   */
  primaryHover: '#3a7699',
  primaryActive: '#114166',
  /** The keyboard focus ring around buttons. */
  focusRing: '#7da2b3',
  linkHover: '#5a8ca6',
  primarySoft: '#eaf2f8',
  accent: '#d6336c',
  /** Danger (Delete buttons, errors): 5.9:1 on white, where antd's default red is 3.3:1. */
  danger: '#c0262d',
  /** antd's colorErrorHover and colorErrorActive for `danger`, pinned like the primary shades. */
  dangerHover: '#cc494c',
  dangerActive: '#991722',
  text: '#1f2933',
  textMuted: '#52606d',
  border: '#e4e7eb',
  surface: '#ffffff',
  background: '#f7f8fa',
  footer: '#14283a',
  footerText: '#d9e2ec',
} as const;
