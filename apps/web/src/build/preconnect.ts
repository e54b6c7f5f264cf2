// Preconnect hints for the two origins a signed-in first load must reach before it can paint: the
// auth service (Firebase checks the stored user with accounts:lookup before it reports a sign-in)
// and the API. Opening their connections while the entry script downloads takes the DNS, TCP and
// TLS round trips off that path (performance budget, Lighthouse "preconnect to required origins").
import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { AppConfig } from '../shared/read-config';
import { originOf } from './csp';

/** Where Firebase Auth's REST calls go without the emulator. */
const FIREBASE_AUTH_ORIGIN = 'https://identitytoolkit.googleapis.com';

/** The preconnect links for a configuration; none for an API on the page's own origin. */
export function preconnectLinks(config: AppConfig): HtmlTagDescriptor[] {
  const auth = config.firebase.emulatorHost
    ? originOf(config.firebase.emulatorHost)
    : FIREBASE_AUTH_ORIGIN;
  const api = originOf(config.apiBaseUrl);
  const link = (href: string, crossorigin: string): HtmlTagDescriptor => ({
    tag: 'link',
    attrs: { rel: 'preconnect', href, crossorigin },
    injectTo: 'head',
  });
  return [
    // Firebase's fetches carry no credentials; the API's do (the session cookie of /refresh), and a
    // credentialed request cannot reuse an anonymous connection.
    ...(auth ? [link(auth, 'anonymous')] : []),
    ...(api ? [link(api, 'use-credentials')] : []),
  ];
}

/** Adds the preconnect links to index.html. */
export function preconnectPlugin(config: AppConfig): Plugin {
  return { name: 'cnpj-preconnect', transformIndexHtml: () => preconnectLinks(config) };
}
