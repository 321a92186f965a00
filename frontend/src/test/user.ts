import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * userEvent for antd screens. The pointer-events check calls getComputedStyle
 * on every ancestor for each click, which is slow in jsdom under antd's
 * CSS-in-JS (about a second per click); antd never disables pointer events on
 * what these tests click, so skip it.
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

type User = ReturnType<typeof setupUser>;

/** Puts `text` into a field the way a password manager or a paste does: one input event. */
export async function fillIn(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
