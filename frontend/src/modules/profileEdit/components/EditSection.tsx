import type { ReactNode } from 'react';

export type EditSectionProps = {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** One titled block of the edit form. */
export function EditSection({ id, title, intro, children }: EditSectionProps) {
  return (
    <section className="profile-edit-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-edit-section__title">
        {title}
      </h2>
      {intro && <p className="profile-edit-section__intro">{intro}</p>}
      {children}
    </section>
  );
}
