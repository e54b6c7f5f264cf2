import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMunicipioOptions } from './fixtures';
import { MultiSelect } from './MultiSelect';

// The rows' module loads only once the test opens this gate, so the loading state is held.
const gate = vi.hoisted(() => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve: () => resolve() };
});
vi.mock('./VirtualOptions', async (importOriginal) => {
  await gate.promise;
  return importOriginal();
});

afterEach(cleanup);

describe('MultiSelect while its option list loads', () => {
  it('says "Carregando..." in an open list, keeps the keyboard, then shows the options', async () => {
    const onChange = vi.fn();
    render(
      <MultiSelect
        label="Municípios"
        options={buildMunicipioOptions()}
        value={[]}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Municípios' });
    await userEvent.type(input, 'sao');

    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.getByRole('listbox', { name: 'Municípios' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['7001']);

    gate.resolve();
    expect(await screen.findByRole('option', { name: 'São Paulo' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
  });
});

describe('MultiSelect before the first keystroke', () => {
  it('keys its options when it gains focus, not while the page renders', async () => {
    const reads = { count: 0 };
    const options = ['Recife', 'Olinda', 'Caruaru'].map((name) => ({
      value: name,
      get label() {
        reads.count += 1;
        return name;
      },
    }));
    render(<MultiSelect label="Municípios" options={options} value={[]} onChange={vi.fn()} />);
    expect(reads.count).toBe(0);

    screen.getByRole('combobox', { name: 'Municípios' }).focus();

    expect(reads.count).toBe(3);
  });
});
