import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRIAGE_SESSION,
  lastUndoable,
  triageReducer,
  triageSummary,
  type TriageEvent,
} from './session';
import {
  TRIAGE_SELECTED,
  TRIAGE_UNSELECTED,
  triageChangeText,
  triageSummaryLines,
  triageUndoneText,
} from './texts';

const bakeries = { id: 'l-1', name: 'Padarias' };
const markets = { id: 'l-2', name: 'Mercados' };
const run = (...events: TriageEvent[]) => events.reduce(triageReducer, EMPTY_TRIAGE_SESSION);

describe('the triage session', () => {
  it('counts per list the companies added, once each, then "Não contatar", calls and messages', () => {
    const session = run(
      { type: 'added', cnpj: 'A', list: bakeries },
      { type: 'added', cnpj: 'B', list: bakeries },
      { type: 'added', cnpj: 'A', list: bakeries },
      { type: 'added', cnpj: 'C', list: markets },
      { type: 'doNotContact', cnpj: 'D' },
      { type: 'called', cnpj: 'A' },
      { type: 'called', cnpj: 'A' },
      { type: 'called', cnpj: 'B' },
      { type: 'messaged', cnpj: 'B' },
      { type: 'selected', cnpj: 'E', selected: true },
    );
    expect(triageSummary(session)).toEqual({
      lists: [
        { list: bakeries, count: 2 },
        { list: markets, count: 1 },
      ],
      doNotContact: 1,
      called: 2,
      messaged: 1,
    });
    expect(triageSummaryLines(triageSummary(session))).toEqual([
      '2 empresas adicionadas à lista "Padarias"',
      '1 empresa adicionada à lista "Mercados"',
      '1 empresa enviada para "Não contatar"',
      'Ligação para 2 empresas',
      'WhatsApp para 1 empresa',
    ]);
  });

  it('undoes the last change, then the one before, and leaves calls and messages counted', () => {
    const session = run(
      { type: 'added', cnpj: 'A', list: bakeries },
      { type: 'called', cnpj: 'A' },
      { type: 'doNotContact', cnpj: 'B' },
    );
    expect(lastUndoable(session)).toEqual({ type: 'doNotContact', cnpj: 'B' });
    const once = triageReducer(session, { type: 'undo' });
    expect(triageSummary(once)).toMatchObject({ doNotContact: 0, called: 1 });
    expect(lastUndoable(once)).toEqual({ type: 'added', cnpj: 'A', list: bakeries });
    const twice = triageReducer(once, { type: 'undo' });
    expect(triageSummary(twice)).toEqual({ lists: [], doNotContact: 0, called: 1, messaged: 0 });
    expect(lastUndoable(twice)).toBeNull();
    expect(triageReducer(twice, { type: 'undo' })).toBe(twice);
  });

  it('says nothing for what a triage did not do', () => {
    expect(triageSummaryLines(triageSummary(EMPTY_TRIAGE_SESSION))).toEqual([]);
  });

  it('tells each change and its undoing in the same words', () => {
    expect(triageChangeText({ type: 'added', cnpj: 'A', list: bakeries })).toBe(
      'Empresa adicionada à lista "Padarias".',
    );
    expect(triageUndoneText({ type: 'added', cnpj: 'A', list: bakeries })).toBe(
      'Empresa retirada da lista "Padarias".',
    );
    expect(triageChangeText({ type: 'doNotContact', cnpj: 'A' })).toBe(
      'Empresa adicionada à lista "Não contatar".',
    );
    expect(triageUndoneText({ type: 'doNotContact', cnpj: 'A' })).toBe(
      'Empresa retirada da lista "Não contatar".',
    );
    expect(triageUndoneText({ type: 'selected', cnpj: 'A', selected: true })).toBe(
      TRIAGE_UNSELECTED,
    );
    expect(triageChangeText({ type: 'selected', cnpj: 'A', selected: true })).toBe(TRIAGE_SELECTED);
  });
});
