// Helpers for screen stories. Screens lay themselves out with container queries, so a 375 px wrapper
// shows the phone layout in the canvas and in the browser test run alike (no viewport resizing needed).
import type { Decorator } from '@storybook/react-vite';
import { expect, type screen, waitFor } from 'storybook/test';

/** Width of the narrow-screen stories: a common phone width. */
export const PHONE_WIDTH = 375;

/** Renders the story inside a phone-wide frame. */
export const phoneFrame: Decorator = (Story) => (
  <div
    style={{
      width: PHONE_WIDTH,
      maxWidth: '100%',
      margin: '0 auto',
      background: 'var(--color-bg)',
    }}
  >
    <Story />
  </div>
);

type FindByRole = (typeof screen)['findByRole'];

/**
 * A dialog found by its role, once it takes the pointer. A modal dialog makes the page inert as it
 * opens and itself live one render later; a play that clicks in between (the sidebar switching from
 * another open dialog, on a busy machine) meets "pointer-events: none", which no person's click is
 * fast enough to meet. Non-modal dialogs are live at once.
 */
export async function findModal(
  queries: { findByRole: FindByRole },
  ...args: Parameters<FindByRole>
): Promise<HTMLElement> {
  const dialog = await queries.findByRole(...args);
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return dialog;
}
