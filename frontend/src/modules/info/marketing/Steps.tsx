import type { ReactNode } from 'react';
import './marketing.css';

export type Step = {
  title: string;
  body: ReactNode;
};

/**
 * Numbered steps as an ordered list (the numbers are the list's own markers, so they are read out
 * and the list keeps its meaning in every browser). Each step has a heading one level below the
 * section it sits in (h3).
 */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="info-steps">
      {steps.map((step) => (
        <li key={step.title} className="info-steps__item">
          <h3 className="info-steps__title">{step.title}</h3>
          <div className="info-steps__body">{step.body}</div>
        </li>
      ))}
    </ol>
  );
}
