// Lazily loaded pages with the fallback text of docs/product.md#screens-and-routes ("Loading page..."). Router-free, so the
// public shell and the router share it (performance budget: /login's first paint carries no router).
import { PAGE_LOADING_TEXT } from '@cnpj/domain';
import { lazyFrom, type DefaultModule, type Loader } from '@cnpj/ui/on-demand';
import { Suspense, type ComponentType, type ReactNode } from 'react';

/** How a lazy page's module is loaded: once, remembered, so a warmed page renders at once. */
export type PageLoad = Loader<DefaultModule<ComponentType>>;

/** Shows "Loading page..." while the code of its children loads. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status">{PAGE_LOADING_TEXT}</p>}>{children}</Suspense>;
}

/** Wraps a dynamic page import into an element that shows the fallback while it loads. */
export function lazyPage(load: PageLoad) {
  const Page = lazyFrom(load);
  return (
    <PageSuspense>
      <Page />
    </PageSuspense>
  );
}
