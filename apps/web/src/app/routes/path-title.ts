// The tab's name from the route table, for the router and the public shell. Apart from page-title.ts
// because the route table loads the pages, and the pages name their tab through page-title.ts.
import { useLayoutEffect } from 'react';
import { pageTitle } from '../../shared/navigation/page-title';
import { titleForPath } from './route-table';

/**
 * Names the tab after the page at `pathname`. A layout effect: it runs before the page views are
 * tracked (a passive effect, which reads the title) and before a page's own, more precise title.
 */
export function usePathTitle(pathname: string): void {
  useLayoutEffect(() => {
    document.title = pageTitle(titleForPath(pathname));
  }, [pathname]);
}
