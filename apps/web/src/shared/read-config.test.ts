import { describe, expect, it } from 'vitest';
import { readConfig } from './read-config';

describe('readConfig', () => {
  it('defaults to the mock backend and, in development, the Auth Emulator', () => {
    const config = readConfig({ DEV: true });
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:8787');
    expect(config.firebase).toMatchObject({
      projectId: 'demo-cnpj',
      emulatorHost: 'http://127.0.0.1:9099',
    });
    expect(config.marketingUrl).toBe('/login');
    expect(config.chatWidgetUrl).toBe('');
    expect(config.gaMeasurementId).toBe('');
  });

  it('reads the checkout address behind "Assinar", empty (the app\'s subscription page) when unset or blank', () => {
    expect(readConfig({}).subscribeUrl).toBe('');
    expect(readConfig({ VITE_SUBSCRIBE_URL: '  ' }).subscribeUrl).toBe('');
    expect(
      readConfig({ VITE_SUBSCRIBE_URL: ' https://pagamento.example.com/assinar ' }).subscribeUrl,
    ).toBe('https://pagamento.example.com/assinar');
  });

  it('uses real Firebase in a production build without the emulator variable', () => {
    expect(readConfig({ DEV: false }).firebase.emulatorHost).toBe('');
  });

  it('turns the emulator off when its variable is set empty, even in development', () => {
    expect(
      readConfig({ DEV: true, VITE_FIREBASE_AUTH_EMULATOR_HOST: '' }).firebase.emulatorHost,
    ).toBe('');
  });

  it('reads every variable and trims the API base', () => {
    const config = readConfig({
      VITE_API_BASE_URL: 'https://api.example.com/',
      VITE_FIREBASE_PROJECT_ID: 'prod',
      VITE_FIREBASE_AUTH_DOMAIN: 'prod.firebaseapp.com',
      VITE_MARKETING_URL: 'https://example.com',
      VITE_CHAT_WIDGET_URL: 'https://chat.example.com/w.js',
      VITE_GA_MEASUREMENT_ID: 'G-1',
    });
    expect(config).toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      firebase: { projectId: 'prod', authDomain: 'prod.firebaseapp.com', emulatorHost: '' },
      marketingUrl: 'https://example.com',
      chatWidgetUrl: 'https://chat.example.com/w.js',
      gaMeasurementId: 'G-1',
    });
  });
});
