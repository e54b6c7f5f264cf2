// The pages of docs/product.md#screens-and-routes, their names and how their code loads: routes.tsx
// builds the router's table from it.
import { NOT_FOUND_TITLE } from '@cnpj/domain';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

/** The dynamic import of a page's (or the guard's, or the layout's) code. */
export type PageLoad = () => Promise<{ default: ComponentType }>;

/** A page at a path pattern (":name" matches one segment), its name and the import of its code. */
export interface PageRoute {
  path: string;
  /** The page's name in the browser tab ("Pesquisar Empresas · CNPJ Leads"). */
  title: string;
  load: PageLoad;
}

/** Public pages: their code ships in the entry, as they are a new visitor's first paint. */
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

/** The name of the page at `pathname`; an unknown path is the not-found page's. */
export function titleForPath(pathname: string): string {
  const page = [...fullScreenPages, ...layoutPages].find((candidate) =>
    matchPath(candidate.path, pathname),
  );
  return page?.title ?? publicTitles[pathname.replace(/\/+$/, '')] ?? notFoundPage.title;
}
