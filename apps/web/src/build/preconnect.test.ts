import { describe, expect, it } from 'vitest';
import { readConfig } from '../shared/read-config';
import { preconnectLinks } from './preconnect';

const hrefs = (env: Parameters<typeof readConfig>[0]) =>
  preconnectLinks(readConfig(env)).map((tag) => [tag.attrs?.href, tag.attrs?.crossorigin]);

describe('preconnect links', () => {
  it('open Firebase Auth and a cross-origin API, credentialed for the API only', () => {
    expect(hrefs({ VITE_API_BASE_URL: 'https://api.example.com/v1/', DEV: false })).toEqual([
      ['https://identitytoolkit.googleapis.com', 'anonymous'],
      ['https://api.example.com', 'use-credentials'],
    ]);
  });

  it('point at the emulator when one is configured, and skip an API on the page origin', () => {
    expect(
      hrefs({
        VITE_API_BASE_URL: '/',
        VITE_FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099',
        DEV: false,
      }),
    ).toEqual([['http://127.0.0.1:9099', 'anonymous']]);
  });
});
