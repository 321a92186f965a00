import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { appTheme } from './theme';

/**
 * antd's theme around the parts of the site that use antd: each page that does (the router wraps it when its
 * code loads), the phone menu, the notices and the crash screen. Not at the root, so a page built without antd
 * (the home page) loads none of antd's code on a first visit.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={appTheme}>{children}</ConfigProvider>;
}
