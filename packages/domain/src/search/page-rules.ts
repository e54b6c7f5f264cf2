// The rules a page of results can apply by itself when the backend did not announce the criterion
// (docs/product.md#search "Only companies new to you"): read from the row alone. Whether a row is a
// head office is head-office.ts's rule, shared with the bulk lookup.
import { companyPhones, type CompanyPhones } from '../contacts/phone';

/** Whether any of the company's phones is a mobile, today's or an old 8-digit one (contacts rule). */
export function hasMobilePhone(company: CompanyPhones): boolean {
  return companyPhones(company).some(
    (phone) => phone.kind === 'celular' || phone.kind === 'celular_antigo',
  );
}
