// docs/product.md#entities, #plans-and-permissions render notification texts and CNAE descriptions as HTML. Every hostile payload
// is served through those fields (page.route rewrites the mock's real answers) and must run
// nothing. The CSP is bypassed here on purpose: the sanitiser alone must hold, the policy is a
// second wall tested in headers.spec.ts.
import { expect, test, type Page, type Route } from '@playwright/test';
import { withCheckDigits } from '@cnpj/domain';
import { signedInPage } from './support/session.ts';
import { expectNothingExecuted, recordDialogs } from './support/xss-probe.ts';
import { XSS_PAYLOADS } from './support/xss-payloads.ts';

test.use({ bypassCSP: true });

/** A visible tag before each payload, so the test knows every payload reached the screen. */
const marker = (index: number) => `[xss-probe-${String(index).padStart(2, '0')}]`;
const marked = (index: number) => `${marker(index)} ${XSS_PAYLOADS[index]}`;

/** Answers a GET with the real answer's status and headers (CORS included) and a new body. */
async function rewriteJson(route: Route, change: (body: unknown) => unknown): Promise<void> {
  if (route.request().method() !== 'GET') return route.fallback();
  const response = await route.fetch();
  await route.fulfill({ response, json: change(await response.json()) });
}

async function expectAllMarkersShown(page: Page, indexes: number[]): Promise<void> {
  await expect
    .poll(async () => {
      const text = await page.locator('body').innerText();
      return indexes.filter((index) => !text.includes(marker(index)));
    })
    .toEqual([]);
}

const allIndexes = XSS_PAYLOADS.map((_, index) => index);

/** Moves the app to `path` without loading the page again: a history entry the router then follows. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: `xss-${idx + 1}`, idx: idx + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

test('notification texts with hostile HTML run nothing on the home page', async ({
  page,
  request,
}) => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  const dialogs = recordDialogs(page);
  await page.route(/\/api\/notificacoes\/[^/]+$/, (route) =>
    rewriteJson(route, () =>
      allIndexes.map((index) => ({
        id: index + 1,
        texto: marked(index),
        data_hora: '2025-01-15T10:30:00-03:00',
        lida: index % 2 === 0 ? 'N' : 'S',
      })),
    ),
  );
  await signedInPage(page, request);
  await expectAllMarkersShown(page, allIndexes);
  await expectNothingExecuted(page, dialogs);
});

test('CNAE descriptions with hostile HTML run nothing in search results', async ({
  page,
  request,
}) => {
  const dialogs = recordDialogs(page);
  await page.route('**/api/empresas/pagina/**', (route) =>
    rewriteJson(route, (body) => {
      const rows = (body as { data: Record<string, unknown>[] }).data;
      return {
        data: allIndexes.map((index) => ({
          ...rows[index % rows.length],
          cnpj: String(11222333000100 + index).padStart(14, '0'),
          cnae_principal: marked(index),
          cnaes_secundarios: XSS_PAYLOADS[index],
        })),
      };
    }),
  );
  await signedInPage(page, request);
  // The URL restores the filters (docs/product.md#screens-and-routes); the search itself runs on "Pesquisar".
  await page.goto('/pesquisar-empresas?uf=SP&cnaes=4781400');
  await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
  await expectAllMarkersShown(page, allIndexes);
  await expectNothingExecuted(page, dialogs);
});

test('CNAE descriptions with hostile HTML run nothing on the company detail', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const dialogs = recordDialogs(page);
  // Two payloads per visit (main and secondary CNAE) keep each payload's HTML on its own. Each visit
  // opens a company of its own (a CNPJ with valid check digits, which the mock resolves to a
  // company), and the payloads follow the CNPJ asked for, not the order of calls.
  const visits = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / 2) }, (_, visit) => ({
    cnpj: withCheckDigits(`11222333${String(visit + 1).padStart(4, '0')}`),
    first: visit * 2,
  }));
  await page.route('**/api/empresas/detalhe/**', (route) => {
    const visit = visits.find(({ cnpj }) => route.request().url().includes(cnpj));
    if (!visit) return route.fallback();
    return rewriteJson(route, (body) => ({
      ...(body as Record<string, unknown>),
      cnae_principal: marked(visit.first),
      cnaes_secundarios: XSS_PAYLOADS[(visit.first + 1) % XSS_PAYLOADS.length],
    }));
  });
  await signedInPage(page, request);
  for (const [index, visit] of visits.entries()) {
    if (index === 0) await page.goto(`/detalhes/${visit.cnpj}`);
    // The next companies open inside the app, as a link does (a history entry, then the popstate the
    // router follows): each payload costs a render of the same detail screen, not a whole start-up of
    // the app, and anything an earlier payload set off is still there to be seen.
    else await openInApp(page, `/detalhes/${visit.cnpj}`);
    await expect(page).toHaveURL(new RegExp(`/detalhes/${visit.cnpj}$`));
    await expectAllMarkersShown(page, [visit.first]);
    await expectNothingExecuted(page, dialogs);
  }
});

test('the probe notices HTML that was not sanitised, so the tests above can fail', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  await page.setContent(`<main>${XSS_PAYLOADS[1]}${XSS_PAYLOADS[7]}</main>`);
  await expect(expectNothingExecuted(page, dialogs)).rejects.toThrow();
});
