import type { ReactNode } from 'react';
import { Card } from 'antd';
import './auth.css';

export type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The narrow centred card of the sign-in screens (login, register, password reset). */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <section className="auth-page">
      <Card className="auth-card">
        <h1 className="auth-card__title">{title}</h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </Card>
    </section>
  );
}
