import { screen, within } from '@testing-library/react';

/*
 * Role queries compute the accessible name of every element, which takes seconds per query
 * on the long edit form in jsdom; these find the same controls by their text or label.
 */

/** A button by its visible text (antd puts the text in a span inside the button). */
export function queryButton(text: string | RegExp, container: HTMLElement = document.body): HTMLButtonElement | null {
  const label = within(container).queryByText(text, { selector: 'button, button span' });
  return label ? (label.closest('button')) : null;
}

/** A button by its visible text; throws when there is none. */
export function getButton(text: string | RegExp, container: HTMLElement = document.body): HTMLButtonElement {
  const button = queryButton(text, container);
  if (!button) throw new Error(`No button "${String(text)}"`);
  return button;
}

/** The open antd dialog whose title is `title`. */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

/** The photos of the gallery, primary first. */
export function galleryPhotos(): HTMLElement[] {
  return screen.queryAllByAltText(/^(Primary photo|Photo \d+)$/);
}
