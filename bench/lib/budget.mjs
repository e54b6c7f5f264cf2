// The performance budget (docs/performance.md, decision 065): every target of `npm run bench`'s table
// and the rows that set each figure beside its target. The browser's targets are ratios to a floor
// measured in the same run, on the same machine: a slower or busier machine moves the milliseconds
// two to four times, and the ratios hold. Milliseconds are kept as figures without a target.
import { BULK_MAX } from './bulk.mjs';
import { kib, row } from './table.mjs';

/** The search the bench runs: the URL restores the filters. */
export const SEARCH_PATH = '/pesquisar-empresas?uf=SP&cnaes=4781400';
/** Every signed-in route's initial JS (gzip). */
export const ROUTE_MAX = 200 * 1024;
/** /login's initial JS, as a multiple of the floor app's (React, React DOM, Firebase Auth). */
export const LOGIN_VS_FLOOR = 1.35;
/** LCP, every page (the "good" threshold of Core Web Vitals). */
export const LCP_MAX = 2500;
/** A signed-in page's main-thread work, as a multiple of the floor app's. */
export const PAGE_VS_FLOOR = 4.5;
/** The search with results' main-thread work, as a multiple of the floor app's. */
export const SEARCH_VS_FLOOR = 8.5;
/** The first search's "Pesquisar" to 50 rows, as a multiple of the browser floor for those rows. */
export const FIRST_SEARCH_VS_FLOOR = 2.5;
/** The city picker's worst keystroke at 4x CPU, and its element count while open. */
export const PICKER_KEYSTROKE_MAX = 50;
export const PICKER_NODES_MAX = 800;

/**
 * The pages Lighthouse measures, in the order measured, each with its main-thread target (`vsFloor`,
 * none for /login). `find` names a path the bench looks up (a list, a company).
 */
export const PAGES = [
  { key: 'login', label: '/login', path: '/login', signedOut: true },
  { key: 'home', label: '/', path: '/', vsFloor: PAGE_VS_FLOOR },
  { key: 'lists', label: '/minhas-listas', path: '/minhas-listas', vsFloor: PAGE_VS_FLOOR },
  { key: 'list', label: '/minhas-listas/:listaId', find: 'list', vsFloor: PAGE_VS_FLOOR },
  { key: 'detail', label: '/detalhes/:cnpj', find: 'detail', vsFloor: PAGE_VS_FLOOR },
  { key: 'lookup', label: '/pesquisar-cnpj', path: '/pesquisar-cnpj', vsFloor: PAGE_VS_FLOOR },
  {
    key: 'subscription',
    label: '/minha-assinatura',
    path: '/minha-assinatura',
    vsFloor: PAGE_VS_FLOOR,
  },
  {
    key: 'search',
    label: '/pesquisar-empresas with results',
    path: SEARCH_PATH,
    vsFloor: SEARCH_VS_FLOOR,
    flow: true,
  },
];

/** Every step `--only` can name. */
export const STEPS = [
  ...PAGES.map((page) => page.key),
  'picker',
  'next-page',
  'first-search',
  'bulk-paste',
  'triage-next',
  'mock',
];

const ratio = (value, floor) =>
  typeof value === 'number' && floor ? Math.round((value / floor) * 10) / 10 : null;

/** The bundle's rows: the floor app, /login against it, every signed-in route against 200 KiB. */
export function bundleRows(bundle) {
  if (!bundle || bundle.error) return [row('bundle figures', null, '', bundle?.error, null)];
  const loginMax = bundle.floor * LOGIN_VS_FLOOR;
  const largest = `largest signed-in route initial JS (${bundle.largestRoute})`;
  const pages = Object.values(bundle.signedIn);
  const within = pages.filter((page) => page.withinBudget).length;
  const total = pages.length + bundle.unmeasured.length;
  const unmeasured = bundle.unmeasured.length
    ? ` (not measured: ${bundle.unmeasured.join(', ')})`
    : '';
  return [
    row('floor app initial JS (gzip)', kib(bundle.floor), ' KiB', null, null),
    row(
      '/login initial JS (gzip)',
      kib(bundle.login),
      ' KiB',
      `≤ ${kib(loginMax)} KiB (${LOGIN_VS_FLOOR}x floor)`,
      bundle.login <= loginMax,
    ),
    row(
      largest,
      kib(bundle.largest),
      ' KiB',
      `≤ ${kib(ROUTE_MAX)} KiB`,
      bundle.largest <= ROUTE_MAX,
    ),
    row(
      `signed-in routes within ${kib(ROUTE_MAX)} KiB initial JS`,
      `${within} of ${total}${unmeasured}`,
      '',
      'all',
      within === total,
    ),
    ...Object.entries(bundle.libraries).map(([name, cost]) =>
      row(
        `${name} (gzip)`,
        cost.chunks.length ? kib(cost.gzipBytes) : 'not in the build',
        cost.chunks.length ? ' KiB' : '',
        null,
        null,
      ),
    ),
  ];
}

const scoreRuns = (values) => (values?.length > 1 ? ` (median; runs ${values.join(', ')})` : '');
const msRuns = (values) => (values?.length ? ` ms (median; runs ${values.join(', ')})` : ' ms');

/**
 * A page's rows: its main-thread work ÷ the floor app's against its target, then the score, TBT
 * (figures without a target: the machine moves them), LCP and accessibility.
 */
function lighthouseRows(page, figures) {
  const label = page.label;
  if (!figures || figures.error) {
    return [row(`Lighthouse ${label}`, null, '', figures?.error ?? 'not measured', null)];
  }
  const vsFloor = figures.mainThreadVsFloor ?? null;
  return [
    row(
      `main-thread work ÷ floor app ${label}`,
      vsFloor,
      'x',
      page.vsFloor ? `≤ ${page.vsFloor}x` : null,
      page.vsFloor ? vsFloor <= page.vsFloor : null,
    ),
    row(
      `Lighthouse mobile performance ${label}`,
      figures.performance,
      scoreRuns(figures.runs),
      null,
      null,
    ),
    row(`TBT ${label}`, figures.tbtMs, msRuns(figures.tbtRuns), null, null),
    row(`LCP ${label}`, figures.lcpMs, ' ms', `≤ ${LCP_MAX} ms`, figures.lcpMs <= LCP_MAX),
    row(
      `Lighthouse accessibility ${label}`,
      figures.accessibility,
      '',
      '100',
      figures.accessibility === 100,
    ),
  ];
}

function pickerRows(picker) {
  return [
    row(
      'city picker worst keystroke (4x CPU)',
      picker?.worstKeystrokeMs,
      ' ms',
      `≤ ${PICKER_KEYSTROKE_MAX} ms`,
      picker?.worstKeystrokeMs <= PICKER_KEYSTROKE_MAX,
    ),
    row('city picker: click that opens the list (4x CPU)', picker?.openClickMs, ' ms', null, null),
    row(
      'city picker DOM nodes while open',
      picker?.domNodes,
      '',
      `≤ ${PICKER_NODES_MAX}`,
      picker?.domNodes <= PICKER_NODES_MAX,
    ),
  ];
}

/** The first search's rows: its steps in milliseconds, and the 50 rows against the browser floor. */
function firstSearchRows(firstSearch) {
  const prefix = 'first search, returning visit: "Pesquisar" to';
  const vsFloor = ratio(firstSearch?.ms, firstSearch?.floorMs);
  return [
    row(
      `${prefix} the first page's answer in hand (4x CPU)`,
      firstSearch?.answerMs,
      msRuns(firstSearch?.answerRuns),
      null,
      null,
    ),
    row(
      `${prefix} the first rows painted (4x CPU)`,
      firstSearch?.firstMs,
      msRuns(firstSearch?.firstRuns),
      null,
      null,
    ),
    row(
      `${prefix} 50 rows painted (4x CPU)`,
      firstSearch?.ms,
      msRuns(firstSearch?.runs),
      null,
      null,
    ),
    // What no app can go under on this machine: the figure above is held to a multiple of it.
    row(
      'the same 50 rows as plain HTML, to painted: the browser floor (4x CPU)',
      firstSearch?.floorMs,
      msRuns(firstSearch?.floorRuns),
      null,
      null,
    ),
    row(
      'first search: 50 rows painted ÷ the browser floor',
      vsFloor,
      'x',
      `≤ ${FIRST_SEARCH_VS_FLOOR}x`,
      vsFloor <= FIRST_SEARCH_VS_FLOOR,
    ),
  ];
}

/** Reported without a target: the bulk lookup's largest input. */
function bulkRows(bulk) {
  const ms = (value) => (typeof value === 'number' ? Math.round(value) : null);
  return [
    row(
      `bulk lookup: Ctrl+V of ${BULK_MAX} CNPJs to the counts (4x CPU)`,
      ms(bulk?.ms),
      ' ms',
      null,
      null,
    ),
    row(
      'bulk lookup: longest task of that paste (4x CPU)',
      ms(bulk?.longestTaskMs),
      ' ms',
      null,
      null,
    ),
  ];
}

/** The browser's rows, for the steps in `selected` (a Set of STEPS). */
export function browserRows(browser, selected) {
  const {
    lighthouse = {},
    picker,
    nextPage,
    firstSearch,
    bulk,
    triageNext,
  } = browser && !browser.error ? browser : {};
  const nextMs = typeof nextPage?.ms === 'number' ? Math.round(nextPage.ms) : null;
  const triageMs = typeof triageNext?.ms === 'number' ? triageNext.ms : null;
  return [
    ...PAGES.filter((page) => selected.has(page.key)).flatMap((page) =>
      lighthouseRows(page, lighthouse[page.key]),
    ),
    ...(selected.has('picker') ? pickerRows(picker) : []),
    ...(selected.has('next-page')
      ? [row('"Próxima" to 50 new rows painted', nextMs, ' ms', null, null)]
      : []),
    ...(selected.has('first-search') ? firstSearchRows(firstSearch) : []),
    ...(selected.has('bulk-paste') ? bulkRows(bulk) : []),
    ...(selected.has('triage-next')
      ? [
          row(
            'triage: "Próxima" to the next company painted (4x CPU, median)',
            triageMs,
            ' ms',
            triageNext?.error,
            null,
          ),
        ]
      : []),
  ];
}

/** A row of the mock server's own benchmark (a figure without a target). */
export function mockRow(label, figure) {
  const value =
    figure.reqPerSec === undefined
      ? `${figure.seconds} s, peak RSS +${figure.peakRssMb} MB`
      : `${figure.reqPerSec} req/s, p99 ${figure.p99Ms} ms`;
  return row(`mock: ${label}`, value, '', null, null);
}
