// Helpers for screen stories. Screens lay themselves out with container queries, so a 375 px wrapper
// shows the phone layout in the canvas and in the browser test run alike (no viewport resizing needed).
import type { Decorator } from '@storybook/react-vite';

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
