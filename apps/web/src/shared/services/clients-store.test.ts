import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENTS_KEY, clientsStore } from './clients-store';
import { userKey } from './persisted-state';
import { sessionStore } from './session-store';

// The clients belong to the signed-in user (decision 056).
beforeEach(() => sessionStore.setUserId('u-ana'));

function fixedClock(...isoTimes: string[]) {
  const queue = [...isoTimes];
  return () => new Date(queue.length > 1 ? queue.shift()! : queue[0]!);
}

describe('clients store', () => {
  it('adds a client with a generated id and equal ISO timestamps, under the user\'s key "clients"', () => {
    const store = clientsStore({ now: fixedClock('2025-03-01T10:00:00.000Z') });

    const added = store.add({ nome: 'ACME', telefone: '11 99999-0000' });

    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(added).toMatchObject({
      nome: 'ACME',
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    });
    expect(JSON.parse(localStorage.getItem(userKey('u-ana', CLIENTS_KEY))!)).toEqual([added]);
  });

  it('gives every client its own id', () => {
    const store = clientsStore();
    const ids = new Set([store.add({}).id, store.add({}).id, store.add({}).id]);
    expect(ids.size).toBe(3);
  });

  it('updates fields and updatedAt but keeps id and createdAt', () => {
    const store = clientsStore({
      now: fixedClock('2025-03-01T10:00:00.000Z', '2025-03-02T08:30:00.000Z'),
    });
    const added = store.add({ nome: 'ACME' });

    const updated = store.update(added.id, { nome: 'ACME Ltda', id: 'hijack' } as never);

    expect(updated).toEqual({
      id: added.id,
      nome: 'ACME Ltda',
      createdAt: added.createdAt,
      updatedAt: '2025-03-02T08:30:00.000Z',
    });
    expect(store.get(added.id)).toEqual(updated);
  });

  it('deletes a client and reports unknown ids', () => {
    const store = clientsStore();
    const keep = store.add({ nome: 'A' });
    const drop = store.add({ nome: 'B' });

    expect(store.delete(drop.id)).toBe(true);
    expect(store.delete('missing')).toBe(false);
    expect(store.get(drop.id)).toBeUndefined();
    expect(store.list()).toEqual([keep]);
    expect(store.update('missing', { nome: 'x' })).toBeUndefined();
  });

  it('treats unreadable storage as empty', () => {
    localStorage.setItem(userKey('u-ana', CLIENTS_KEY), '{not json');
    expect(clientsStore().list()).toEqual([]);
  });
});

describe('clients of two users on one browser', () => {
  it('shows each user only their own clients, and keeps them after signing out', () => {
    clientsStore().add({ nome: 'Cliente da Ana' });
    sessionStore.clear();
    expect(clientsStore().list()).toEqual([]);

    sessionStore.setUserId('u-bruno');
    expect(clientsStore().list()).toEqual([]);
    clientsStore().add({ nome: 'Cliente do Bruno' });

    sessionStore.setUserId('u-ana');
    expect(
      clientsStore()
        .list()
        .map((client) => client.nome),
    ).toEqual(['Cliente da Ana']);
  });

  it('never shows clients kept before they were per user (their owner is unknown)', () => {
    localStorage.setItem(
      CLIENTS_KEY,
      JSON.stringify([{ id: '1', createdAt: 'x', updatedAt: 'x' }]),
    );
    expect(clientsStore().list()).toEqual([]);
    expect(localStorage.getItem(CLIENTS_KEY)).not.toBeNull();
  });
});
