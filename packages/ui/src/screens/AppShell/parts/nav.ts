import { Building2, CreditCard, House, ListChecks, Search, type LucideIcon } from 'lucide-react';
import type { components } from '@cnpj/api-client/schema';
import { planoOptions } from '@cnpj/api-client/enums';

/** A saved list (SPEC §3 lista). */
export type Lista = components['schemas']['Lista'];

/** One entry of the side menu. */
export interface NavEntry {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** SPEC §2 Layout side-menu entries, in order; "Minhas Listas" is the expandable group. */
export const navEntries = {
  home: { href: '/', label: 'Início', icon: House },
  search: { href: '/pesquisar-empresas', label: 'Pesquisar Empresas', icon: Search },
  lookup: { href: '/pesquisar-cnpj', label: 'Pesquisar CNPJ', icon: Building2 },
  lists: { href: '/minhas-listas', label: 'Minhas Listas', icon: ListChecks },
  subscription: { href: '/minha-assinatura', label: 'Minha Assinatura', icon: CreditCard },
} as const satisfies Record<string, NavEntry>;

/** The href of one saved list's page. */
export function listHref(list: Pick<Lista, 'id'>): string {
  return `${navEntries.lists.href}/${list.id}`;
}

/** Whether `href` is the current page or a parent of it ("/" only matches itself). */
export function isActive(currentPath: string, href: string): boolean {
  if (href === '/') return currentPath === '/';
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/** SPEC §2: the lists submenu expands by itself on a lists route. */
export function isListsRoute(currentPath: string): boolean {
  return isActive(currentPath, navEntries.lists.href);
}

const paidPlans: ReadonlySet<string> = new Set(
  planoOptions.map((o) => o.value).filter((code) => code !== 'G'),
);

/** SPEC §4: G, missing, empty or unknown plano all mean the free plan. */
export function isFreePlan(plan: string | null | undefined): boolean {
  return !plan || !paidPlans.has(plan);
}
