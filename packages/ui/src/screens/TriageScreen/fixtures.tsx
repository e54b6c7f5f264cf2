// Story data of the triage: the sample companies the mock also answers (@cnpj/fixtures, decision
// 046), as a page of results, with their partners and a session's summary built by the domain.
import type { Decorator } from '@storybook/react-vite';
import {
  EMPTY_TRIAGE_SESSION,
  triagePositionText,
  triageReducer,
  triageSummary,
  type TriageEvent,
} from '@cnpj/domain';
import { samplePartners } from '@cnpj/fixtures';
import { buildRows } from '../shared/companies/fixtures';
import type { TriagePartners, TriageView } from './types';

/** The page of results the triage walks: 50 sample companies. */
export const rows = buildRows(50);

/** The twelfth company of the page: a mobile with WhatsApp and an e-mail on its own domain. */
export const INDEX = 11;
export const shown = rows[INDEX]!;

/** "12 de 50". */
export const position = triagePositionText({ index: INDEX, page: 1, pageSize: 50, total: 50 });

/** The view of company `index` of the page. */
export function companyView(index = INDEX, overrides: Partial<TriageView> = {}): TriageView {
  return {
    kind: 'company',
    company: rows[index]!,
    position: triagePositionText({ index, page: 1, pageSize: 50, total: 50 }),
    selected: false,
    doNotContact: false,
    ...overrides,
  } as TriageView;
}

/** The partners of company `index`, read. */
export const partnersOf = (index = INDEX): TriagePartners => ({
  kind: 'ready',
  partners: samplePartners(index),
});

/** A morning's triage: two lists, one "Não contatar", calls and a message, one change undone. */
export const morning = triageSummary(
  (
    [
      { type: 'added', cnpj: rows[0]!.cnpj, list: { id: 'l-1', name: 'Clínicas Floripa' } },
      { type: 'added', cnpj: rows[1]!.cnpj, list: { id: 'l-1', name: 'Clínicas Floripa' } },
      { type: 'added', cnpj: rows[2]!.cnpj, list: { id: 'l-2', name: 'Retornar em janeiro' } },
      { type: 'doNotContact', cnpj: rows[3]!.cnpj },
      { type: 'doNotContact', cnpj: rows[4]!.cnpj },
      { type: 'undo' },
      { type: 'called', cnpj: rows[0]!.cnpj },
      { type: 'called', cnpj: rows[1]!.cnpj },
      { type: 'messaged', cnpj: rows[0]!.cnpj },
    ] satisfies TriageEvent[]
  ).reduce(triageReducer, EMPTY_TRIAGE_SESSION),
);

/**
 * Keeps the canvas here: a call, WhatsApp and the detail are real links, which a play's click would
 * follow out of Storybook. The click still reaches the screen, which is what the plays prove.
 */
export const keepLinksHere: Decorator = (Story) => (
  <div
    onClickCapture={(event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"], a[target]'))
        event.preventDefault();
    }}
  >
    <Story />
  </div>
);

/** Replaces the clipboard for a story (the real one needs a focused, permitted page); returns the cleanup. */
export function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}
