import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useReducedMotion } from '../modules/profiles/hooks/useReducedMotion';
import { appTheme, appThemeWithoutMotion } from './theme';

/**
 * antd's theme around the parts of the site that use antd: each page that does (the router wraps it when its
 * code loads), the phone menu, the notices and the crash screen. Not at the root, so a page built without antd
 * (the home page) loads none of antd's code on a first visit.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  // A visitor who asked the system for less motion gets antd's dialogs, drawers and menus without their zoom and
  // slide (after hydration: the server renders antd's usual styles).
  const reducedMotion = useReducedMotion(false);
  return <ConfigProvider theme={reducedMotion ? appThemeWithoutMotion : appTheme}>{children}</ConfigProvider>;
}
