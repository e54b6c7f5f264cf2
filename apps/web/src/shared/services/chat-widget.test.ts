import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHAT_WIDGET_SCRIPT_ID, useChatWidget } from './chat-widget';

const URL = 'https://chat.example.com/widget.js';
const widget = () => document.getElementById(CHAT_WIDGET_SCRIPT_ID);

describe('chat widget', () => {
  it('loads for a signed-in user and is removed when they leave', () => {
    const { rerender } = renderHook(({ signedIn }) => useChatWidget(URL, signedIn), {
      initialProps: { signedIn: true },
    });
    expect(widget()).toHaveAttribute('src', URL);

    rerender({ signedIn: false });

    expect(widget()).toBeNull();
  });

  it('is removed when the signed-in area unmounts', () => {
    const { unmount } = renderHook(() => useChatWidget(URL, true));
    unmount();
    expect(widget()).toBeNull();
  });

  it('is not loaded for signed-out users or without a URL', () => {
    renderHook(() => useChatWidget(URL, false));
    renderHook(() => useChatWidget('', true));
    expect(widget()).toBeNull();
  });
});
