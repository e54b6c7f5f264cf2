// Where "Assinar" leads is the app's router to render, so the kit's alerts read the link from this
// context instead of every screen passing it down (docs/product.md#my-subscription).
import { createContext, type ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../../screens/shared/link';

/** What the subscribe action needs from the app. */
export interface SubscribeSettings {
  /** How in-app links render (the app's router link). */
  link: LinkComponent;
}

/** Stories and tests without a provider get the in-app page through a plain anchor. */
export const SubscribeContext = createContext<SubscribeSettings>({ link: PlainLink });

/** Props of {@link SubscribeProvider}. */
export interface SubscribeProviderProps extends SubscribeSettings {
  children: ReactNode;
}

/** Tells every "Assinar" below how to lead to the subscription page. */
export function SubscribeProvider({ link, children }: SubscribeProviderProps) {
  return <SubscribeContext value={{ link }}>{children}</SubscribeContext>;
}
