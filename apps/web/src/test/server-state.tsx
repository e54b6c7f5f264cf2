// Hooks that read the server-state cache, rendered with a fresh cache per test.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ServerStateProvider } from '../shared/services/server-state/ServerStateProvider';

function Wrapper({ children }: { children: ReactNode }) {
  return <ServerStateProvider>{children}</ServerStateProvider>;
}

/** renderHook with an empty server-state cache of its own. */
export function renderQueryHook<P, R>(hook: (props: P) => R, options: { initialProps?: P } = {}) {
  return renderHook(hook, { ...options, wrapper: Wrapper });
}
