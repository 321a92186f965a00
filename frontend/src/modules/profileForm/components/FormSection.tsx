import type { ReactNode } from 'react';

export type FormSectionProps = {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** One titled block of the profile form. */
export function FormSection({ id, title, intro, children }: FormSectionProps) {
  return (
    <section className="profile-form-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-form-section__title">
        {title}
      </h2>
      {intro && <p className="profile-form-section__intro">{intro}</p>}
      {children}
    </section>
  );
}

/** Fields side by side from 640px wide: two or three a row. */
export function FormGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return <div className={`profile-form-grid profile-form-grid--${columns}`}>{children}</div>;
}
