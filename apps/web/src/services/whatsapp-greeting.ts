// docs/product.md#contacts: the WhatsApp greeting is written once and kept in this browser.
import { useCallback, useState } from 'react';
import { DEFAULT_WHATSAPP_GREETING } from '@cnpj/domain';

/** The localStorage key of the user's greeting. */
export const WHATSAPP_GREETING_KEY = 'whatsappGreeting';

/** The greeting kept in the browser, or the default one. */
export function readGreeting(): string {
  try {
    return localStorage.getItem(WHATSAPP_GREETING_KEY)?.trim() || DEFAULT_WHATSAPP_GREETING;
  } catch {
    // Storage can be blocked (privacy settings): the default greeting still works.
    return DEFAULT_WHATSAPP_GREETING;
  }
}

/** The greeting and its setter, which keeps it for the next visits. */
export function useWhatsappGreeting(): [string, (greeting: string) => void] {
  const [greeting, setGreeting] = useState(readGreeting);
  const save = useCallback((next: string) => {
    setGreeting(next);
    try {
      if (next === DEFAULT_WHATSAPP_GREETING) localStorage.removeItem(WHATSAPP_GREETING_KEY);
      else localStorage.setItem(WHATSAPP_GREETING_KEY, next);
    } catch {
      // Not kept, but this visit uses it.
    }
  }, []);
  return [greeting, save];
}
