import { Button, Result } from 'antd';
import { AntdTheme } from '../../theme/AntdTheme';

export type ErrorResultProps = {
  onReload: () => void;
};

/** The antd version of the crash screen (loaded on demand by ErrorFallback). */
export function ErrorResult({ onReload }: ErrorResultProps) {
  return (
    <AntdTheme>
    <Result
      status="error"
      title="Something went wrong"
      subTitle="Sorry, this page ran into a problem. Reloading usually fixes it."
      extra={[
        <Button key="reload" type="primary" onClick={onReload}>
          Reload page
        </Button>,
        <Button key="home" href="/">
          Go to the home page
        </Button>,
      ]}
    />
    </AntdTheme>
  );
}
