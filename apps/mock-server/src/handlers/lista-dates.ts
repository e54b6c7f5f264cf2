// When each list was created and last changed (the extension fields criada_em and atualizada_em of a
// list, docs/product.md#my-lists). Kept beside the lists rather than in the store, as subscriptions.ts
// keeps its records: a store reset makes new lists, and the dates go with the old ones.
import type { StoredLista, UserState } from '../store.ts';

interface ListaDates {
  criada_em: string;
  atualizada_em: string;
}

const dates = new WeakMap<StoredLista, ListaDates>();

/** The list's dates; a list first seen here (a user's starting lists) was made with its user. */
function datesOf(user: UserState, lista: StoredLista): ListaDates {
  let known = dates.get(lista);
  if (!known) {
    known = { criada_em: user.createdAt, atualizada_em: user.createdAt };
    dates.set(lista, known);
  }
  return known;
}

/** Marks the list as created now. */
export function stampCreated(lista: StoredLista): void {
  const now = new Date().toISOString();
  dates.set(lista, { criada_em: now, atualizada_em: now });
}

/** Marks the list as changed now (companies added or removed, renamed). */
export function stampChanged(user: UserState, lista: StoredLista): void {
  datesOf(user, lista).atualizada_em = new Date().toISOString();
}

/** A list as the contract's Lista, with its count and dates (extension fields). */
export function listaView(user: UserState, lista: StoredLista) {
  const { criada_em, atualizada_em } = datesOf(user, lista);
  return {
    id: lista.id,
    descricao: lista.descricao,
    total: lista.cnpjs.length,
    criada_em,
    atualizada_em,
  };
}
