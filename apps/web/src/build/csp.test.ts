import { describe, expect, it } from 'vitest';
import { readConfig } from '../shared/read-config';
import { contentSecurityPolicy, securityHeaders } from './csp';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('content security policy', () => {
  const production = readConfig({
    VITE_API_BASE_URL: 'https://api.example.com/v1',
    VITE_FIREBASE_AUTH_DOMAIN: 'prod.firebaseapp.com',
  });

  it('forbids framing and plugins and limits scripts to this origin and Google sign-in', () => {
    const policy = contentSecurityPolicy(production);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://apis.google.com']);
  });

  it('lets the app reach the API and Firebase Auth, and frame Google sign-in', () => {
    const policy = contentSecurityPolicy(production);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining([
        'https://accounts.google.com',
        'https://prod.firebaseapp.com',
        'https://*.firebaseapp.com',
      ]),
    );
  });

  it('adds the emulator, analytics and chat widget only when configured', () => {
    const policy = contentSecurityPolicy(
      readConfig({
        VITE_FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099',
        VITE_GA_MEASUREMENT_ID: 'G-1',
        VITE_CHAT_WIDGET_URL: 'https://chat.example.com/w.js',
      }),
    );
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:9099',
        'https://*.google-analytics.com',
        'https://chat.example.com',
      ]),
    );
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://chat.example.com']),
    );
  });

  it('comes with X-Frame-Options DENY', () => {
    expect(securityHeaders(production)['X-Frame-Options']).toBe('DENY');
  });
});
