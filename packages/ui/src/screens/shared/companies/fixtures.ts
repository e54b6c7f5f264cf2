// Story and test data of a set of companies: the sample companies the mock also answers
// (@cnpj/fixtures, decision 046), plus the product's (docs/product.md#entities) edge cases: hidden
// trade name, HTML in the CNAE, phones that are null or "-", no e-mail.
import { sampleRow } from '@cnpj/fixtures';
import type { CompanyRow } from './CompanyCells';

/** Company row number `index` (sample company `index`), with overrides. */
export function buildRow(index: number, overrides: Partial<CompanyRow> = {}): CompanyRow {
  return { ...sampleRow(index), ...overrides };
}

/** The CNAE text with its activity's first word in bold: the register's CNAE may carry HTML. */
export function markedUpCnae(cnae: string | null): string | null {
  return cnae?.replace(/ - (\S+)/, ' - <b>$1</b>') ?? null;
}

/** A page of `count` rows; the first three show the product's (docs/product.md#entities) edge cases. */
export function buildRows(count = 50): CompanyRow[] {
  return Array.from({ length: count }, (_, index) => {
    if (index === 0)
      return buildRow(index, { cnae_principal: markedUpCnae(buildRow(0).cnae_principal) });
    if (index === 1) return buildRow(index, { nome_fantasia: '********', ddd2: null, fone2: '-' });
    if (index === 2)
      return buildRow(index, {
        email: null,
        ddd1: null,
        fone1: null,
        ddd2: null,
        fone2: null,
        nome_fantasia: null,
      });
    return buildRow(index);
  });
}
