// The Content-Security-Policy of the production build: only this origin, the configured API,
// Firebase Auth (and its emulator when configured), Google sign-in, and the optional analytics
// and chat widget. Computed from the variables of a build and written into its Firebase Hosting
// configuration (../build/hosting.ts, decision 064), so Hosting and its emulator send it.
import type { AppConfig } from '../shared/read-config';

/** The origin of an absolute http(s) URL, or null for relative or invalid values. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function list(...sources: (string | null | false)[]): string {
  return [...new Set(sources.filter((source): source is string => Boolean(source)))].join(' ');
}

/** The policy for a configuration, one directive per `; `. */
export function contentSecurityPolicy(config: AppConfig): string {
  const ga = Boolean(config.gaMeasurementId);
  const chat = originOf(config.chatWidgetUrl);
  const authDomain = config.firebase.authDomain ? `https://${config.firebase.authDomain}` : null;
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list(
      "'self'",
      'https://apis.google.com',
      ga && 'https://www.googletagmanager.com',
      chat,
    ),
    // Radix injects <style> elements (scroll lock), so inline styles stay allowed; scripts do not.
    'style-src': "'self' 'unsafe-inline'",
    'img-src': list(
      "'self'",
      'data:',
      'https://*.googleusercontent.com',
      ga && 'https://www.google-analytics.com',
      chat,
    ),
    'font-src': "'self' data:",
    'connect-src': list(
      "'self'",
      originOf(config.apiBaseUrl),
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      originOf(config.firebase.emulatorHost),
      ga && 'https://*.google-analytics.com',
      ga && 'https://*.analytics.google.com',
      ga && 'https://www.googletagmanager.com',
      chat,
    ),
    'frame-src': list(
      'https://accounts.google.com',
      'https://apis.google.com',
      authDomain,
      'https://*.firebaseapp.com',
      chat,
    ),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** The security headers every response of the app carries. */
export function securityHeaders(config: AppConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
