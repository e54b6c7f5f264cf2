// The triage view's state as props (docs/product.md#triage, decision 074): the app reads the set,
// the partners and the session, and maps them here; the screen draws and reports what was pressed.
import type { Socio, TriageAction, TriageStep, TriageSummary } from '@cnpj/domain';
import type { CompanyRow } from '../shared/companies';

/** The company shown and what the triage already did to it. */
export interface TriageCompany {
  company: CompanyRow;
  /** "12 de 50" (the domain's `triagePositionText`). */
  position: string;
  /** In the set's selection (X). */
  selected: boolean;
  /** On "Não contatar" (N). */
  doNotContact: boolean;
}

/** Where the walk ends a page or the set (the domain's `nextStep`, past a company). */
export type TriageEndStep = Exclude<TriageStep, { kind: 'company' } | { kind: 'previous-page' }>;

/** What the view shows. */
export type TriageView =
  | { kind: 'loading' }
  | ({ kind: 'company' } & TriageCompany)
  /** Past the last company of a page or of the set; `position` is the last company's. */
  | { kind: 'end'; step: TriageEndStep; position: string }
  /** On leaving: what this triage did. */
  | { kind: 'summary'; summary: TriageSummary };

/** The partners of the company shown, read on demand. */
export type TriagePartners =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; partners: readonly Socio[] };

/** What the app reports after an action: "Empresa adicionada à lista …", with "Desfazer" when it changed something. */
export interface TriageNotice {
  text: string;
  /** Offers "Desfazer" (and the Z key) for the last change. */
  undo: boolean;
}

/** The actions the app carries out (the help and "Desfazer" the screen handles itself). */
export type TriageAppAction = Exclude<TriageAction, 'help' | 'undo'>;
