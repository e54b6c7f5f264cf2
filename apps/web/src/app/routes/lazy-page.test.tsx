import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_LOADING_TEXT } from '@cnpj/domain';
import { lazyPage, lazyRoute, usePreloadMatchedRoutes } from './lazy-page';

type Load = () => Promise<{ default: ComponentType }>;

/** A layout whose own code never arrives, so its outlet (the page) is never rendered. */
function LoadingLayout() {
  usePreloadMatchedRoutes();
  return lazyPage(() => new Promise(() => undefined));
}

function renderArea(path: string, loads: Record<string, Load>) {
  const children = Object.entries(loads).map(([route, load]) => ({
    path: route,
    ...lazyRoute(load),
  }));
  const router = createMemoryRouter([{ element: <LoadingLayout />, children }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('lazy routes under a lazy layout', () => {
  it('start loading the matched page while the layout still loads', async () => {
    const search = vi.fn<Load>(() => new Promise(() => undefined));
    const lists = vi.fn<Load>(() => new Promise(() => undefined));

    renderArea('/pesquisar-empresas', { '/pesquisar-empresas': search, '/minhas-listas': lists });

    expect(screen.getByText(PAGE_LOADING_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(search).toHaveBeenCalled());
    expect(lists).not.toHaveBeenCalled();
  });
});
