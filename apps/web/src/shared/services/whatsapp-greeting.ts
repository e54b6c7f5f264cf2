// docs/product.md#contacts: the WhatsApp greeting is written once and kept in this browser, per user
// (decision 056).
import { DEFAULT_WHATSAPP_GREETING } from '@cnpj/domain';
import { persistedState, usePersistedState } from './persisted-state';

/** The storage key of the user's greeting (under the user, see persisted-state's userKey). */
export const WHATSAPP_GREETING_KEY = 'whatsappGreeting';

/** The user's greeting; a blank one reads as the default. */
export const greetingState = persistedState<string>({
  key: WHATSAPP_GREETING_KEY,
  perUser: true,
  defaultValue: DEFAULT_WHATSAPP_GREETING,
  codec: {
    decode: (stored) => (typeof stored === 'string' && stored.trim() ? stored.trim() : undefined),
  },
});

/** The greeting kept in the browser, or the default one. */
export const readGreeting = (): string => greetingState.read();

/** The greeting and its setter, which keeps it for the next visits. */
export function useWhatsappGreeting(): [string, (greeting: string) => void] {
  return usePersistedState(greetingState);
}
