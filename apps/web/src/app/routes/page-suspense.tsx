// Pages load at their route (decision 063), with the fallback text of docs/product.md#screens-and-routes
// ("Loading page..."). Router-free, so the public shell and the router share it (performance budget:
// /login's first paint carries no router).
import { PAGE_LOADING_TEXT } from '@cnpj/domain';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/** The dynamic import of a page's (or the layout's) code. */
export type PageLoad = () => Promise<{ default: ComponentType }>;

/** Shows "Loading page..." while the code of its children loads. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">{PAGE_LOADING_TEXT}</p>}>{children}</Suspense>;
}

/** A page's element: its code loads when the route first renders, with the fallback meanwhile. */
export function lazyPage(load: PageLoad) {
  const Page = lazy(load);
  return (
    <PageSuspense>
      <Page />
    </PageSuspense>
  );
}
