import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

afterEach(cleanup);

/** A part that counts its mounts and keeps local state, to see remounts. */
function counterPart() {
  const mounts = { count: 0 };
  function Counter({ label }: { label: string }) {
    const [clicks, setClicks] = useState(() => {
      mounts.count += 1;
      return 0;
    });
    return <button onClick={() => setClicks(clicks + 1)}>{`${label} ${clicks}`}</button>;
  }
  return { Counter, mounts };
}

describe('lazyPart', () => {
  it('renders nothing until its code arrives, then the component', async () => {
    const { Counter } = counterPart();
    let arrive: (component: typeof Counter) => void = () => undefined;
    const Part = lazyPart(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const { container } = render(<Part label="Cliques" />);
    expect(container).toBeEmptyDOMElement();

    await act(async () => arrive(Counter));
    expect(screen.getByRole('button', { name: 'Cliques 0' })).toBeInTheDocument();
  });

  it('keeps its state across parent renders once loaded (no remount)', async () => {
    const { Counter, mounts } = counterPart();
    const Part = lazyPart(async () => Counter);
    await Part.preload();
    const { rerender } = render(<Part label="A" />);
    const button = await screen.findByRole('button', { name: 'A 0' });
    await act(async () => button.click());
    rerender(<Part label="B" />);

    expect(screen.getByRole('button', { name: 'B 1' })).toBe(button);
    expect(mounts.count).toBe(1);
  });

  it('tries again after a failed download', async () => {
    const { Counter } = counterPart();
    let attempts = 0;
    const Part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Counter;
    });
    await expect(Part.preload()).rejects.toThrow('offline');
    await expect(Part.preload()).resolves.toEqual({ default: Counter });
    expect(attempts).toBe(2);
  });
});
