import type { ReactNode } from 'react';

export type FormSectionProps = {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** One titled block of the submission form. */
export function FormSection({ id, title, intro, children }: FormSectionProps) {
  return (
    <section className="submit-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="submit-section__title">
        {title}
      </h2>
      {intro && <p className="submit-section__intro">{intro}</p>}
      {children}
    </section>
  );
}
