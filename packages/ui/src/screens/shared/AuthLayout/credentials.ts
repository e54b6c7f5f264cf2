import type { LinkComponent } from '../link';

/** What the login and signup forms hand to the app: the identity-provider credentials. */
export interface Credentials {
  email: string;
  password: string;
}

/** Props shared by the login and signup screens (docs/product.md#screens-and-routes); the app owns the identity provider. */
export interface AuthScreenProps {
  /** The product's name (the app's configuration), shown with its mark above the form. */
  appName: string;
  /** A request is in flight: the submit shows its busy text and the Google button is disabled. */
  busy: boolean;
  /** An auth error of docs/product.md#errors shown in the red banner; null hides it. */
  error: string | null;
  /** The `redirect` query parameter, carried to the link to the other auth page (docs/product.md#screens-and-routes access rules). */
  redirect?: string | null;
  /** Called with what the user typed (on signup, only once the product's (docs/product.md#validation) local validation passes). */
  onSubmit: (credentials: Credentials) => void;
  onGoogle: () => void;
  onDismissError: () => void;
  /** Renders in-app links (the app passes its router's link); a plain anchor by default. */
  linkComponent?: LinkComponent;
}
