import { ConfigProvider } from 'antd';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router';
import { appTheme } from './theme/theme';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ConfigProvider theme={appTheme}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
