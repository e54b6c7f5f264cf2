// The pages of docs/product.md#screens-and-routes and how their code loads, without the router: routes.tsx builds the router's
// table from it, and the browser entry uses it to start a deep link's code downloading at once, in
// parallel with the router's own chunk (performance budget: no entry -> router -> layout -> page chain).
import { NOT_FOUND_TITLE } from '@cnpj/domain';
import type { PageLoad } from './page-suspense';

/** A page at a path pattern (":name" matches one segment), its name and the import of its code. */
export interface PageRoute {
  path: string;
  /** The page's name in the browser tab ("Pesquisar Empresas · CNPJ Leads"). */
  title: string;
  load: PageLoad;
}

/** Public pages: painted by the public shell on a first visit, with their code in the entry. */
export const publicPaths = { login: '/login', signup: '/signup' } as const;

/** The public pages' names in the browser tab. */
const publicTitles: Record<string, string> = {
  [publicPaths.login]: 'Entrar',
  [publicPaths.signup]: 'Criar conta',
};

const loadDetailPage = () => import('../../features/detail/DetailPage');

/** Signed-in pages shown full screen, without the side menu. */
export const fullScreenPages: PageRoute[] = [
  {
    path: '/obrigado',
    title: 'Obrigado',
    load: () => import('../../features/subscription/ObrigadoPage'),
  },
  { path: '/detalhes/:cnpj', title: 'Detalhes da empresa', load: loadDetailPage },
  // A CNPJ written with its mask has a "/" (12.ABC.345/01DE-35): the page puts it back together.
  { path: '/detalhes/:cnpj/:rest', title: 'Detalhes da empresa', load: loadDetailPage },
];

/** Signed-in pages inside the layout with side menu and header. */
export const layoutPages: PageRoute[] = [
  { path: '/', title: 'Início', load: () => import('../../features/home/HomePage') },
  {
    path: '/minhas-listas',
    title: 'Minhas Listas',
    load: () => import('../../features/lists/ListsPage'),
  },
  {
    path: '/minhas-listas/:listaId',
    title: 'Lista',
    load: () => import('../../features/lists/ListPage'),
  },
  {
    path: '/pesquisar-empresas',
    title: 'Pesquisar Empresas',
    load: () => import('../../features/search/SearchPage'),
  },
  { path: '/triagem', title: 'Triagem', load: () => import('../../features/triage/TriagePage') },
  { path: '/radar', title: 'Radar', load: () => import('../../features/radar/RadarPage') },
  {
    path: '/radar/:monitorId',
    title: 'Radar',
    load: () => import('../../features/radar/RadarPage'),
  },
  {
    path: '/pesquisar-cnpj',
    title: 'Pesquisar CNPJ',
    load: () => import('../../features/lookup/LookupPage'),
  },
  {
    path: '/consultar-cnpjs-em-lote',
    title: 'Consultar CNPJs em lote',
    load: () => import('../../features/bulk/BulkLookupPage'),
  },
  {
    path: '/minha-assinatura',
    title: 'Minha Assinatura',
    load: () => import('../../features/subscription/SubscriptionPage'),
  },
  {
    path: '/user-stats',
    title: 'Estatísticas de uso',
    load: () => import('../../features/stats/UserStatsPage'),
  },
  {
    path: '/user-stats/atualizacao',
    title: 'Atualização dos dados',
    load: () => import('../../features/stats/DataUpdatePage'),
  },
  {
    path: '/user-details/:userId',
    title: 'Detalhes do usuário',
    load: () => import('../../features/stats/UserDetailsPage'),
  },
];

/**
 * Any other address of the signed-in area (path "*"): a page inside the layout that says it does not
 * exist (docs/product.md#screens-and-routes), not a silent redirect home. Signed out, it goes to
 * /login like every signed-in route, and after login the visitor reads that the page does not exist.
 */
export const notFoundPage: PageRoute = {
  path: '*',
  title: NOT_FOUND_TITLE,
  load: () => import('./NotFoundPage'),
};

/** The signed-in guard's code (its providers and cache): /login and /signup do without it. */
export const loadSignedIn: PageLoad = () =>
  import('./RequireAuth').then((module) => ({ default: module.RequireAuth }));

/** The signed-in layout's code. */
export const loadLayout: PageLoad = () =>
  import('../layout/AppLayout').then((module) => ({ default: module.AppLayout }));

/** True when `pathname` matches `pattern` segment by segment (":name" matches any one segment). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/' || pathname === '';
  return (
    want.length === have.length &&
    want.every((part, index) => (part.startsWith(':') ? have[index] !== '' : part === have[index]))
  );
}

/** The name of the page at `pathname`; an unknown path is the not-found page's. */
export function titleForPath(pathname: string): string {
  const page = [...fullScreenPages, ...layoutPages].find((candidate) =>
    matchesPattern(candidate.path, pathname),
  );
  return page?.title ?? publicTitles[pathname.replace(/\/+$/, '')] ?? notFoundPage.title;
}

/** True for the paths the public shell renders without the router. */
export function isPublicPath(pathname: string): boolean {
  return Object.values(publicPaths).some((path) => matchesPattern(path, pathname));
}

/** Starts a download whose failure the route's lazy element, doing the real load, reports. */
const start = (load: PageLoad) => load().catch(() => undefined);

/**
 * Starts downloading the guard, layout and page a signed-in path shows, in parallel; resolves once all
 * have arrived or failed (at once for a public path).
 */
export function preloadPath(pathname: string): Promise<unknown> {
  const fullScreen = fullScreenPages.find((page) => matchesPattern(page.path, pathname));
  if (fullScreen) return Promise.all([start(fullScreen.load), start(loadSignedIn)]);
  // Unknown paths show the not-found page inside the layout, so the layout is loaded either way.
  const inLayout =
    layoutPages.find((page) => matchesPattern(page.path, pathname)) ??
    (isPublicPath(pathname) ? undefined : notFoundPage);
  if (!inLayout) return Promise.resolve();
  return Promise.all([start(inLayout.load), start(loadLayout), start(loadSignedIn)]);
}
