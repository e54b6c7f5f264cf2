// The rules a page of results can apply by itself when the backend did not announce the criterion
// (docs/product.md#search "Only companies new to you"): read from the row alone.
import { companyPhones, type CompanyPhones } from '../contacts/phone';

/** The order part of a CNPJ (its 9th to 12th characters): 0001 is the head office. */
const HEAD_OFFICE_ORDER = '0001';

/** Whether a CNPJ (without punctuation) is a head office's: its order part is 0001. */
export function isHeadOfficeCnpj(cnpj: string): boolean {
  return cnpj.slice(8, 12) === HEAD_OFFICE_ORDER;
}

/** Whether any of the company's phones is a mobile, today's or an old 8-digit one (contacts rule). */
export function hasMobilePhone(company: CompanyPhones): boolean {
  return companyPhones(company).some(
    (phone) => phone.kind === 'celular' || phone.kind === 'celular_antigo',
  );
}
