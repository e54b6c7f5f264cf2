import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loader, useLoaded } from './loader';

afterEach(cleanup);

describe('loader', () => {
  it('loads once, and retries after a failure', async () => {
    let calls = 0;
    const load = loader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'imask';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(load.ready).toBeUndefined();
    await Promise.all([load(), load()]);
    expect(calls).toBe(2);
    expect(load.ready).toBe('imask');
  });
});

describe('useLoaded', () => {
  it('starts the load when first used, and shows the value once it arrives', async () => {
    let arrive: (value: string) => void = () => undefined;
    let calls = 0;
    const load = loader(
      () =>
        new Promise<string>((resolve) => {
          calls += 1;
          arrive = resolve;
        }),
    );
    function Library() {
      return <p>{useLoaded(load) ?? 'Carregando...'}</p>;
    }
    render(<Library />);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(calls).toBe(1);

    await act(async () => arrive('DOMPurify'));
    expect(screen.getByText('DOMPurify')).toBeInTheDocument();
  });
});
