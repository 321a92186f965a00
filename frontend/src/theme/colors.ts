/** Brand colours: the one place they are defined (also read by vite.config.ts for index.html). */
export const brandColors = {
  primary: '#1f5f8b',
  primaryDark: '#174a6d',
  primarySoft: '#eaf2f8',
  accent: '#d6336c',
  /** Danger (Delete buttons, errors): 5.9:1 on white, where antd's default red is 3.3:1. */
  danger: '#c0262d',
  text: '#1f2933',
  textMuted: '#52606d',
  border: '#e4e7eb',
  surface: '#ffffff',
  background: '#f7f8fa',
  footer: '#14283a',
  footerText: '#d9e2ec',
} as const;
