// The third-party chat widget (docs/product.md#screens-and-routes Layout): loaded for signed-in users, removed when they
// leave; off when VITE_CHAT_WIDGET_URL is empty.
import { useEffect } from 'react';

/** The id of the widget's script element. */
export const CHAT_WIDGET_SCRIPT_ID = 'chat-widget-script';

/** Adds the widget's script once. */
export function loadChatWidget(url: string, doc: Document = document): void {
  if (!url || doc.getElementById(CHAT_WIDGET_SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = CHAT_WIDGET_SCRIPT_ID;
  script.src = url;
  script.async = true;
  doc.body.appendChild(script);
}

/** Removes the widget's script. */
export function removeChatWidget(doc: Document = document): void {
  doc.getElementById(CHAT_WIDGET_SCRIPT_ID)?.remove();
}

/** Keeps the widget loaded while `signedIn` is true and the URL is set. */
export function useChatWidget(url: string, signedIn: boolean): void {
  useEffect(() => {
    if (!url || !signedIn) return;
    loadChatWidget(url);
    return () => removeChatWidget();
  }, [url, signedIn]);
}
