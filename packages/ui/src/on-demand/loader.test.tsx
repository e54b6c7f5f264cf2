import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyFrom, loader } from './loader';

afterEach(cleanup);

const Hello = () => <p>Olá</p>;

describe('loader and lazyFrom', () => {
  it('renders a preloaded module in the same pass, without showing the fallback', async () => {
    const load = loader(async () => ({ default: Hello }));
    await load();
    const Lazy = lazyFrom(load);
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Olá')).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
  });

  it('suspends until a module that has not arrived yet loads', async () => {
    const Lazy = lazyFrom(loader(async () => ({ default: Hello })));
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByText('Olá')).toBeInTheDocument();
  });

  it('loads once, and retries after a failure', async () => {
    let calls = 0;
    const load = loader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { default: Hello };
    });
    await expect(load()).rejects.toThrow('offline');
    expect(load.ready).toBeUndefined();
    await Promise.all([load(), load()]);
    expect(calls).toBe(2);
    expect(load.ready?.default).toBe(Hello);
  });
});
