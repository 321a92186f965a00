import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { ToastHost } from './components/feedback/ToastHost';
import { appTheme } from './theme/theme';

export type AppProvidersProps = {
  children: ReactNode;
};

/**
 * The theme, and the host of the short notices (`toast` in
 * components/feedback/toast.ts). Wraps the router in the app and in tests.
 */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <ConfigProvider theme={appTheme}>
      {children}
      <ToastHost />
    </ConfigProvider>
  );
}
