// Sends a page_view on every route change (docs/product.md#entities analytics events), from either shell.
import { useEffect } from 'react';
import { analytics } from '../../shared/services/tracking';

/** Tracks the current path and document title whenever the location changes. */
export function usePageViews(pathname: string, search: string): void {
  useEffect(() => {
    void analytics.trackPageView({ page_path: `${pathname}${search}`, page_title: document.title });
  }, [pathname, search]);
}
