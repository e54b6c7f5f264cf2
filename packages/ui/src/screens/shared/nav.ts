// The app's menu entries and routes, one home for every screen that links to them (the frame's menus,
// the not-found page's ways on, the Radar card on Início).

import {
  Building2,
  CreditCard,
  House,
  ListChecks,
  ListOrdered,
  Radar,
  Search,
  type LucideIcon,
} from 'lucide-react';
import { RADAR_LABEL, RADAR_PATH, type Lista } from '@cnpj/domain';

/** One entry of the side menu. */
export interface NavEntry {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** docs/product.md#screens-and-routes Layout side-menu entries, in order; "Minhas Listas" is the expandable group. */
export const navEntries = {
  home: { href: '/', label: 'Início', icon: House },
  search: { href: '/pesquisar-empresas', label: 'Pesquisar Empresas', icon: Search },
  /** docs/product.md#radar: the searches watched at every release. */
  radar: { href: RADAR_PATH, label: RADAR_LABEL, icon: Radar },
  lookup: { href: '/pesquisar-cnpj', label: 'Pesquisar CNPJ', icon: Building2 },
  /** docs/product.md#bulk-cnpj-lookup. */
  bulk: { href: '/consultar-cnpjs-em-lote', label: 'Consultar CNPJs em lote', icon: ListOrdered },
  lists: { href: '/minhas-listas', label: 'Minhas Listas', icon: ListChecks },
  subscription: { href: '/minha-assinatura', label: 'Minha Assinatura', icon: CreditCard },
} as const satisfies Record<string, NavEntry>;

/** The href of one saved list's page. */
export function listHref(list: Pick<Lista, 'id'>): string {
  return `${navEntries.lists.href}/${list.id}`;
}

/** The page of one monitor's queue on the Radar. */
export function radarMonitorHref(monitorId: string): string {
  return `${RADAR_PATH}/${encodeURIComponent(monitorId)}`;
}

/** Whether `href` is the current page or a parent of it ("/" only matches itself). */
export function isActive(currentPath: string, href: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/** docs/product.md#screens-and-routes: the lists submenu expands by itself on a lists route. */
export function isListsRoute(currentPath: string): boolean {
  return isActive(currentPath, navEntries.lists.href);
}
