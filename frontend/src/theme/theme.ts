import type { ThemeConfig } from 'antd';
import { brandColors } from './colors.ts';

export { brandColors };

/** System fonts only: the Content-Security-Policy allows no outside fonts. */
export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const appTheme: ThemeConfig = {
  // A fixed key for antd's CSS variables (else one from useId per theme): the server and the browser name the
  // same class, and every AntdTheme of the site shares one set of variables.
  cssVar: { key: 'penpal' },
  token: {
    colorPrimary: brandColors.primary,
    colorPrimaryHover: brandColors.primaryHover,
    colorPrimaryActive: brandColors.primaryActive,
    colorPrimaryBorder: brandColors.focusRing,
    colorLink: brandColors.primary,
    colorLinkHover: brandColors.linkHover,
    colorLinkActive: brandColors.primaryActive,
    colorError: brandColors.danger,
    colorErrorHover: brandColors.dangerHover,
    colorErrorActive: brandColors.dangerActive,
    colorText: brandColors.text,
    colorTextSecondary: brandColors.textMuted,
    // antd's own (45 % black) fails WCAG AA contrast: empty states' descriptions, a text area's character count.
    colorTextDescription: brandColors.textMuted,
    colorBorder: brandColors.border,
    colorBgLayout: brandColors.background,
    fontFamily,
    fontSize: 16,
    borderRadius: 8,
    controlHeight: 40,
  },
  components: {
    Button: { fontWeight: 600 },
  },
};

/** The same theme without antd's motion (dialogs, drawers and menus open at once): for prefers-reduced-motion. */
export const appThemeWithoutMotion: ThemeConfig = { ...appTheme, token: { ...appTheme.token, motion: false } };

/**
 * The same colours as CSS variables, for the plain CSS of the layout and pages. index.html defines them on
 * :root (vite.config.ts writes them in), so they reach antd's portals too and are there before any script.
 */
export const themeCssVariables: Record<string, string> = {
  '--brand-primary': brandColors.primary,
  '--brand-primary-dark': brandColors.primaryDark,
  '--brand-primary-hover': brandColors.primaryHover,
  '--brand-primary-active': brandColors.primaryActive,
  '--brand-focus-ring': brandColors.focusRing,
  '--brand-link-hover': brandColors.linkHover,
  '--brand-danger': brandColors.danger,
  '--brand-danger-hover': brandColors.dangerHover,
  '--brand-danger-active': brandColors.dangerActive,
  '--brand-primary-soft': brandColors.primarySoft,
  '--brand-accent': brandColors.accent,
  '--brand-text': brandColors.text,
  '--brand-text-muted': brandColors.textMuted,
  '--brand-border': brandColors.border,
  '--brand-surface': brandColors.surface,
  '--brand-background': brandColors.background,
  '--brand-footer': brandColors.footer,
  '--brand-footer-text': brandColors.footerText,
  '--brand-font': fontFamily,
};
