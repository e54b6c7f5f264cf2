// docs/product.md#contacts: the WhatsApp greeting is the user's, kept by the app; the kit reads it
// from this provider (set once around the screens) rather than through every table's props.
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_WHATSAPP_GREETING, type EmailLabel } from '@cnpj/domain';

/** What the contact links need beyond a company: the greeting and how to change it. */
export interface ContactSettings {
  /** The WhatsApp greeting, {empresa} standing for the company's name. */
  greeting: string;
  /** Saves a new greeting; without it the greeting cannot be edited. */
  onGreetingChange?: (greeting: string) => void;
}

const SettingsContext = createContext<ContactSettings>({ greeting: DEFAULT_WHATSAPP_GREETING });

/** Props of {@link ContactSettingsProvider}. */
export interface ContactSettingsProviderProps extends ContactSettings {
  children: ReactNode;
}

/** Gives every contact link below the user's greeting (the app keeps it in the browser). */
export function ContactSettingsProvider({
  greeting,
  onGreetingChange,
  children,
}: ContactSettingsProviderProps) {
  return (
    <SettingsContext.Provider value={{ greeting, onGreetingChange }}>
      {children}
    </SettingsContext.Provider>
  );
}

/** The greeting and its setter; the default greeting outside a provider. */
export const useContactSettings = () => useContext(SettingsContext);

/** Labels an address knowing the other companies of the page or list (docs/product.md#contacts). */
export type EmailLabelOf = (email: string | null | undefined) => EmailLabel | null;

/** The page's labeller; the rows' tables provide it, a lone company uses the rule alone. */
export const EmailLabelContext = createContext<EmailLabelOf | null>(null);
