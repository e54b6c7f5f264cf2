// Browser figures of issue 9: the city picker's worst keystroke (Event Timing API, 4x CPU
// throttling) and DOM size while open, and the time from "Próxima" to the next 50 rows painted.

const STORY = 'iframe.html?id=components-multiselect--default&viewMode=story';
/** A city typed key by key, as a person would. */
const TYPED = 'Rio de Janeiro';

/** Starts collecting Event Timing entries (durations of 16 ms and more are reported). */
function observeEvents() {
  window.__events = [];
  new PerformanceObserver((list) => window.__events.push(...list.getEntries())).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  });
}

/** The longest interaction (max duration over the entries of one interactionId). */
function worstInteraction() {
  const byInteraction = new Map();
  for (const entry of window.__events) {
    if (!entry.interactionId) continue;
    byInteraction.set(
      entry.interactionId,
      Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration),
    );
  }
  return { worst: Math.max(0, ...byInteraction.values()), interactions: byInteraction.size };
}

/** Worst keystroke latency and DOM nodes of the 5,570-option MultiSelect story. */
export async function cityPicker(context, storybookUrl) {
  const page = await context.newPage();
  await page.goto(`${storybookUrl}/${STORY}`);
  const input = page.getByRole('combobox', { name: 'Municípios' });
  // The story's play function types "sao" first; start from a clean, closed field.
  await page.getByRole('option', { name: 'São Paulo' }).waitFor();
  await input.fill('');
  await page.keyboard.press('Escape');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(observeEvents);
  await input.click();
  const nodesOpen = await page.evaluate(() => document.querySelectorAll('*').length);
  await page.keyboard.type(TYPED, { delay: 150 });
  await page.waitForTimeout(1000);
  const nodesTyped = await page.evaluate(() => document.querySelectorAll('*').length);
  const { worst, interactions } = await page.evaluate(worstInteraction);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return {
    worstKeystrokeMs: worst,
    interactions,
    keys: TYPED.length,
    domNodes: Math.max(nodesOpen, nodesTyped),
  };
}

/** In the page: clicks the button, then resolves once the first row changed and a frame painted. */
function timeNextPage(button) {
  const rows = () => document.querySelectorAll('tbody tr');
  const before = rows()[0]?.textContent;
  const started = performance.now();
  button.click();
  return new Promise((resolve, reject) => {
    const deadline = started + 30_000;
    const check = () => {
      if (performance.now() > deadline) return reject(new Error('no new page within 30 s'));
      const now = rows();
      if (now.length >= 50 && now[0]?.textContent !== before) {
        // The next animation frame comes after the new rows are painted.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Milliseconds from clicking "Próxima" to 50 new rows painted, or an error text. */
export async function nextPageTime(context, appUrl) {
  const page = await context.newPage();
  try {
    await page.goto(`${appUrl}/pesquisar-empresas?uf=SP&cnaes=4781400`);
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length >= 50, null, {
      timeout: 30_000,
    });
    const next = page.getByRole('button', { name: 'Próxima', exact: true });
    return { ms: await next.evaluate(timeNextPage) };
  } catch (error) {
    return { ms: null, error: String(error).split('\n')[0] };
  } finally {
    await page.close();
  }
}
