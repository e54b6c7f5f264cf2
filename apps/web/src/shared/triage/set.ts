// What a triage walks (docs/product.md#triage, decisions 075 and 078): one page of a set at a time,
// as whoever names the set reads it, with the way to another page and the way back. A set read whole
// (the bulk lookup's found companies) is page 1 of 1.
import type { EmpresaResumo, TriageSource } from '@cnpj/domain';

/** One page of the set. */
export interface TriagePageData {
  rows: readonly EmpresaResumo[];
  total: number;
  pages: number;
}

/** The page's read: undefined while read. */
export interface TriagePageRead {
  data: TriagePageData | undefined;
  failed: boolean;
  retry: () => void;
}

/** The set a triage walks, and the way back to it. */
export interface TriageSetInput {
  source: TriageSource;
  /** The page walked, from 1. */
  page: number;
  read: TriagePageRead;
  /** True when the set holds more than the plan lets this user see (the bulk lookup's first 5). */
  cutByPlan?: boolean;
  /** "Próxima página", or the page before from its first company. */
  turnTo: (page: number) => void;
  /** "Voltar às empresas": back to the set, with the companies selected once the triage is left. */
  onBack: (selected: ReadonlySet<string>) => void;
  /** The set's selection when the triage opened (a set that has one): X adds to it or takes away. */
  initialSelection?: ReadonlySet<string>;
  /**
   * The selection at each change, for a set whose page is gone while the triage is shown (a search):
   * the browser's Back leaves without "Voltar às empresas", so the marks are kept as they are made.
   */
  keepSelection?: (selected: ReadonlySet<string>) => void;
}
