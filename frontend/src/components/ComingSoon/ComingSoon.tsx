import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type ComingSoonProps = {
  title: string;
  children?: ReactNode;
};

/** Body of a page that is routed but not built yet. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  return (
    <section className="page-container coming-soon">
      <h1 className="page-title">{title}</h1>
      {children ?? <p className="coming-soon__text">This page is coming soon.</p>}
      <p>
        <Link to="/browse">Browse profiles</Link> or <Link to="/">go to the home page</Link>.
      </p>
    </section>
  );
}
