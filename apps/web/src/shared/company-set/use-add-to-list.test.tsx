// The add-to-list modal against the mock (docs/product.md#states-and-transitions, decision 043): a
// successful add records the companies in this browser, whichever page opened the modal, so every
// page leaves them out alike when the backend cannot; a failed add records nothing.
import { ADD_TO_LIST_FAILED_MESSAGE } from '@cnpj/domain';
import { exampleCnpj } from '@cnpj/mock-server';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../services/session-store';
import { startMockBackend } from '../../test/mock-backend';
import { renderQueryHook } from '../../test/server-state';
import { readKnownCompanies } from './known-companies';
import { useAddToList } from './use-add-to-list';

const backend = startMockBackend();

/** The modal of a page that opened it for two companies, once the user's lists are in. */
async function openedFor(cnpjs: string[]) {
  // The mock's lenient demo user (a paid plan with two lists), as a signed-in page has it.
  sessionStore.setAccessToken('token-demo');
  sessionStore.setUserId('u-demo');
  const onAdded = vi.fn();
  const { result } = renderQueryHook(() => useAddToList(onAdded));
  act(() => result.current.open(cnpjs));
  await waitFor(() => expect(result.current.dialogProps.state.kind).toBe('ready'));
  const { state } = result.current.dialogProps;
  const list = state.kind === 'ready' ? state.lists[0] : undefined;
  if (!list) throw new Error('the demo user has no list');
  return { result, onAdded, listId: list.id };
}

describe('useAddToList', () => {
  it('records the added companies in this browser once the backend took them', async () => {
    const cnpjs = [exampleCnpj(1), exampleCnpj(2)];
    const { result, onAdded, listId } = await openedFor(cnpjs);
    expect(readKnownCompanies().inLists.size).toBe(0);

    act(() => result.current.dialogProps.onAdd(listId));

    await waitFor(() => expect(result.current.dialogProps.state.kind).toBe('added'));
    expect([...readKnownCompanies().inLists]).toEqual(cnpjs);
    expect(readKnownCompanies().naoContatar.size).toBe(0);
    expect(onAdded).toHaveBeenCalledExactlyOnceWith(listId, 2);
  });

  it('records nothing when the add fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, onAdded, listId } = await openedFor([exampleCnpj(3)]);
    backend.scenarios('addToListError');

    act(() => result.current.dialogProps.onAdd(listId));

    await waitFor(() =>
      expect(result.current.dialogProps.message).toEqual({
        tone: 'error',
        text: ADD_TO_LIST_FAILED_MESSAGE,
      }),
    );
    expect(result.current.dialogProps.state.kind).toBe('ready');
    expect(readKnownCompanies().inLists.size).toBe(0);
    expect(onAdded).not.toHaveBeenCalled();
  });
});
