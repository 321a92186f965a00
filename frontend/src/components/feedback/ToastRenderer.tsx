import { useEffect } from 'react';
import { message } from 'antd';
import { AntdTheme } from '../../theme/AntdTheme';
import { connectToastRenderer } from './toast';

/** Renders the notices of ./toast with antd's message, inside the app's theme. Loaded on demand. */
export function ToastRenderer() {
  const [messageApi, contextHolder] = message.useMessage();

  useEffect(
    () =>
      connectToastRenderer(({ kind, content, key }) => {
        void messageApi.open({ type: kind, content, key });
      }),
    [messageApi],
  );

  return <AntdTheme>{contextHolder}</AntdTheme>;
}
