import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: To;
};

/** An antd Button that is a real link (crawlable, opens in a new tab) but navigates in the app. */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const handleLinkClick = useLinkClickHandler<HTMLAnchorElement>(to);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    handleLinkClick(event as MouseEvent<HTMLAnchorElement>);
  };
  return <Button {...buttonProps} href={href} onClick={handleClick} />;
}
