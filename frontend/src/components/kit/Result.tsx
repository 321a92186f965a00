import type { ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import QuestionCircleFilled from '@ant-design/icons-svg/es/asn/QuestionCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { Icon } from './Icon';
import './kit.css';

export type ResultStatus = 'success' | 'info' | 'warning' | 'error' | '404';

export type ResultProps = {
  status: ResultStatus;
  /** The screen's message; pass an `<h1>` when it is the page's heading. */
  title: ReactNode;
  subTitle?: ReactNode;
  /** The ways on (buttons, links). */
  extra?: ReactNode;
  /** Replaces the status's icon. */
  icon?: ReactNode;
  className?: string;
};

const ICONS: Record<ResultStatus, IconDefinition> = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
  '404': QuestionCircleFilled,
};

/** A whole screen's outcome, centred (antd Result's place, without its illustrations): not found, a crash, done. */
export function Result({ status, title, subTitle, extra, icon, className }: ResultProps) {
  return (
    <div className={['result', `result--${status}`, className].filter(Boolean).join(' ')}>
      <div className="result__icon">{icon ?? <Icon def={ICONS[status]} />}</div>
      <div className="result__title">{title}</div>
      {subTitle && <div className="result__subtitle">{subTitle}</div>}
      {extra && <div className="result__extra">{extra}</div>}
    </div>
  );
}
