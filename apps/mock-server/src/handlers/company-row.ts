// The company row every list of companies answers (a search page, all rows, a list's page, the bulk
// lookup): the detail's row projection, without the row extension under the rowExtensionMissing
// scenario, as a backend that lacks it (docs/product.md#exporting-to-a-crm).
import type { EmpresaDetalhe, EmpresaResumo } from '@cnpj/domain';
import { toResumo, withoutRowExtension } from '../factories/company.ts';
import { has, type Session } from './context.ts';

/** The row of `company` as this session's backend sends it. */
export function companyRow(session: Session, company: EmpresaDetalhe): EmpresaResumo {
  const row = toResumo(company);
  return has(session, 'rowExtensionMissing') ? withoutRowExtension(row) : row;
}
