// Every tab names its page ("Pesquisar Empresas · CNPJ Leads"), so a prospector with several tabs
// open can tell them apart; a company's detail names the company (the detail page sets it).
// Pages import this module, so it must not import the route table that loads them (path-title.ts does).
import { useEffect } from 'react';
import { config } from '../config';

/** The product's name (VITE_APP_NAME), after every page's; the same setting names it in the menu and on sign-in. */
export const APP_NAME = config.appName;

/** "Name · CNPJ Leads", or the product's name alone. */
export function pageTitle(name: string | null | undefined): string {
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

/** Names the tab after something the page loaded (a company); nothing while `name` is unknown. */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);
}
