// The bulk lookup's paste of the most it takes at once (docs/product.md "Bulk CNPJ lookup": 1,000 per
// run), as a person does it: through the clipboard, under 4x CPU throttling, timed from Ctrl+V to the
// counts line, with the longest task the page ran meanwhile.

/** The most CNPJs one run takes. */
export const BULK_MAX = 1000;

/**
 * Sample input only: `count` numeric CNPJs with valid check digits (the register's modulo-11 rule,
 * which the app checks in its domain package; the bench cannot import TypeScript).
 */
function sampleCnpjs(count) {
  const digit = (digits, weights) => {
    const rest = digits.reduce((sum, n, i) => sum + n * weights[i], 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  return Array.from({ length: count }, (_, n) => {
    const base = `${String(40000000 + n * 13).padStart(8, '0')}0001`.split('').map(Number);
    const d1 = digit(base, w1);
    const d2 = digit([...base, d1], [6, ...w1]);
    return [...base, d1, d2].join('');
  });
}

/** Milliseconds from Ctrl+V with BULK_MAX CNPJs to "1.000 válidos" shown, and the longest task. */
export async function bulkPaste(context, appUrl) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    await page.goto(`${appUrl}/consultar-cnpjs-em-lote`);
    const box = page.getByRole('textbox', { name: 'CNPJs' });
    await box.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await box.focus();
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      sampleCnpjs(BULK_MAX).join('\n'),
    );
    await page.evaluate(() => {
      window.__tasks = [];
      new PerformanceObserver((list) =>
        window.__tasks.push(...list.getEntries().map((entry) => entry.duration)),
      ).observe({ type: 'longtask' });
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+V');
    const counts = `${BULK_MAX.toLocaleString('pt-BR')} válidos`;
    await page.getByText(counts).waitFor({ timeout: 60_000 });
    const shown = await page.evaluate(() => performance.now());
    // Whatever the paste set off after the counts (the invalid list, the results' shell) counts too.
    await page.waitForTimeout(1_000);
    const longest = await page.evaluate(() => Math.max(0, ...window.__tasks));
    return { ms: shown - started, longestTaskMs: longest };
  } catch (error) {
    return { ms: null, error: String(error).split('\n')[0] };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await page.close();
  }
}
