// Sends a page_view on every route change (SPEC §3 analytics events).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics } from '../services/tracking';

/** Tracks the current path and document title whenever the location changes. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void analytics.trackPageView({ page_path: `${pathname}${search}`, page_title: document.title });
  }, [pathname, search]);
}
