// Google Analytics through gtag, on only when VITE_GA_MEASUREMENT_ID is set (docs/product.md#entities, #limits-and-constants).
// Every send resolves after gtag's callback or its timeout (5000 ms; 2000 ms for login and
// signup so the redirect after them is not held up), and a tracking failure is only logged.

import { logError } from '../lib/log';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

/** docs/product.md#limits-and-constants: default wait for a tracking call. */
export const DEFAULT_EVENT_TIMEOUT_MS = 5000;
/** docs/product.md#limits-and-constants: wait for the login and signup events. */
export const AUTH_EVENT_TIMEOUT_MS = 2000;

/** A purchase-like conversion; value defaults to 1 and currency to BRL (docs/product.md#limits-and-constants). */
export interface ConversionEvent {
  category: string;
  label: string;
  transaction_id: string;
  value?: number;
  currency?: string;
}

/** A page view (docs/product.md#entities). */
export interface PageViewEvent {
  page_path: string;
  page_title: string;
}

/** A user action (docs/product.md#entities). */
export interface UserActionEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
}

/** The tracking calls the app makes; all are no-ops when analytics is off. */
export interface Analytics {
  trackConversion(event: ConversionEvent): Promise<void>;
  trackPageView(event: PageViewEvent): Promise<void>;
  trackUserAction(event: UserActionEvent): Promise<void>;
  trackLogin(method: string): Promise<void>;
  trackSignUp(method: string): Promise<void>;
}

/** Sends one event and resolves when gtag calls back or the timeout passes, whichever is first. */
function sendEvent(gtag: Gtag, name: string, params: object, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(), timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      gtag('event', name, { ...params, event_callback: finish, event_timeout: timeoutMs });
    } catch (error) {
      logError('Tracking failed', error);
      finish();
    }
  });
}

/** Creates the tracker; `gtag` is looked up on each call so a late-loading script still counts. */
export function createAnalytics(
  measurementId: string,
  gtag: () => Gtag | undefined = () => window.gtag,
): Analytics {
  const send = (name: string, params: object, timeoutMs = DEFAULT_EVENT_TIMEOUT_MS) => {
    const target = measurementId ? gtag() : undefined;
    return target ? sendEvent(target, name, params, timeoutMs) : Promise.resolve();
  };
  return {
    trackConversion: ({ value = 1, currency = 'BRL', ...rest }) =>
      send('conversion', { ...rest, value, currency }),
    trackPageView: (event) => send('page_view', event),
    trackUserAction: (event) => send('user_action', event),
    trackLogin: (method) => send('login', { method }, AUTH_EVENT_TIMEOUT_MS),
    trackSignUp: (method) => send('sign_up', { method }, AUTH_EVENT_TIMEOUT_MS),
  };
}

/** Loads gtag.js for the measurement id; page views are sent by the router, not by gtag. */
export function installGtag(measurementId: string, doc: Document = document): void {
  if (!measurementId || doc.getElementById('gtag-script')) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = doc.createElement('script');
  script.id = 'gtag-script';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  doc.head.appendChild(script);
}
