import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, installGtag } from './analytics';

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('gtag-script')?.remove();
  delete window.gtag;
  delete window.dataLayer;
});

/** A gtag that records every call and never calls back, like one blocked by the browser. */
function silentGtag() {
  return vi.fn<(...args: unknown[]) => void>();
}

describe('analytics', () => {
  it('sends a conversion with value 1 and currency BRL by default', async () => {
    // A gtag that calls back at once, like one whose hit was sent.
    const gtag = vi.fn((...args: unknown[]) =>
      (args[2] as { event_callback: () => void }).event_callback(),
    );
    const analytics = createAnalytics('G-TEST', () => gtag);

    await analytics.trackConversion({
      category: 'assinatura',
      label: 'mensal',
      transaction_id: 'tx-1',
    });

    expect(gtag).toHaveBeenCalledWith(
      'event',
      'conversion',
      expect.objectContaining({
        category: 'assinatura',
        label: 'mensal',
        transaction_id: 'tx-1',
        value: 1,
        currency: 'BRL',
        event_timeout: 5000,
      }),
    );
  });

  it('sends page views and user actions with their fields', async () => {
    const gtag = silentGtag();
    const analytics = createAnalytics('G-TEST', () => gtag);

    void analytics.trackPageView({ page_path: '/minhas-listas', page_title: 'Minhas Listas' });
    void analytics.trackUserAction({
      category: 'busca',
      action: 'exportar',
      label: 'excel',
      value: 3,
    });

    expect(gtag).toHaveBeenNthCalledWith(
      1,
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/minhas-listas', page_title: 'Minhas Listas' }),
    );
    expect(gtag).toHaveBeenNthCalledWith(
      2,
      'event',
      'user_action',
      expect.objectContaining({ category: 'busca', action: 'exportar', label: 'excel', value: 3 }),
    );
  });

  it('stops waiting after 5000 ms when gtag never calls back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const gtag = silentGtag();
    const done = vi.fn();
    void createAnalytics('G-TEST', () => gtag)
      .trackUserAction({ category: 'c', action: 'a' })
      .then(done);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('waits only 2000 ms for the login and signup events', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const gtag = silentGtag();
    const done = vi.fn();
    const analytics = createAnalytics('G-TEST', () => gtag);
    void Promise.all([analytics.trackLogin('password'), analytics.trackSignUp('google')]).then(
      done,
    );

    expect(gtag).toHaveBeenCalledWith(
      'event',
      'login',
      expect.objectContaining({ method: 'password', event_timeout: 2000 }),
    );
    expect(gtag).toHaveBeenCalledWith(
      'event',
      'sign_up',
      expect.objectContaining({ method: 'google', event_timeout: 2000 }),
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(done).toHaveBeenCalled();
  });

  it('sends nothing without a measurement id', async () => {
    const gtag = silentGtag();
    await createAnalytics('', () => gtag).trackPageView({ page_path: '/', page_title: 'Início' });
    expect(gtag).not.toHaveBeenCalled();
  });

  it('only logs a failing gtag', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const analytics = createAnalytics('G-TEST', () => () => {
      throw new Error('blocked');
    });

    await expect(
      analytics.trackPageView({ page_path: '/', page_title: 'Início' }),
    ).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalled();
  });

  it('loads gtag.js once for the measurement id, and not at all without one', () => {
    installGtag('');
    expect(document.getElementById('gtag-script')).toBeNull();

    installGtag('G-ABC');
    installGtag('G-ABC');

    expect(document.querySelectorAll('#gtag-script')).toHaveLength(1);
    expect(document.getElementById('gtag-script')).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC',
    );
    expect(window.dataLayer).toHaveLength(2);
  });
});
