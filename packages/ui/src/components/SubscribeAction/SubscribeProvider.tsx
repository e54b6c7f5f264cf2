// Where "Assinar" leads is the app's to say (its configuration and its router), so the kit's alerts
// read it from this context instead of every screen passing it down (docs/product.md#plans-and-permissions).
import { createContext, useMemo, type ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../../screens/shared/link';

/** What the subscribe action needs from the app. */
export interface SubscribeSettings {
  /** The external checkout address (VITE_SUBSCRIBE_URL); '' leads to the subscription page in the app. */
  subscribeUrl: string;
  /** How in-app links render (the app's router link). */
  link: LinkComponent;
}

/** Stories and tests without a provider get the in-app page through a plain anchor. */
export const SubscribeContext = createContext<SubscribeSettings>({
  subscribeUrl: '',
  link: PlainLink,
});

/** Props of {@link SubscribeProvider}. */
export interface SubscribeProviderProps extends SubscribeSettings {
  children: ReactNode;
}

/** Tells every "Assinar" below where to lead. */
export function SubscribeProvider({ subscribeUrl, link, children }: SubscribeProviderProps) {
  const settings = useMemo(() => ({ subscribeUrl, link }), [subscribeUrl, link]);
  return <SubscribeContext value={settings}>{children}</SubscribeContext>;
}
