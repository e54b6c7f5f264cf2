// docs/product.md#screens-and-routes, Company detail: "External links: a maps search by address parts and a
// professional-network search by company or partner name."
import { formatCep, normaliseCnpj, onlyDigits } from '@cnpj/domain';
import type { EmpresaDetalhe } from './types';

/** The name a person knows the company by: one rule in the domain, for every row and page. */
export { companyDisplayName } from '@cnpj/domain';

/** Where the app starts: the company detail's mark leads there (the detail has no menu). */
export const HOME_HREF = '/';

/**
 * The detail of a linked company (head office or branch). The backend sends linked companies with
 * their formatted CNPJ only; the address carries the CNPJ in its contract form (docs/product.md#cnpj).
 */
export function companyDetailHref(cnpjFormatado: string): string {
  return `/detalhes/${normaliseCnpj(cnpjFormatado)}`;
}

/** A LinkedIn search for a company or partner name. */
export function linkedInSearchUrl(name: string): string {
  return `https://www.linkedin.com/search/results/all/?keywords=${encodeURIComponent(name.trim())}`;
}

type AddressParts = Pick<
  EmpresaDetalhe,
  'tipo_logradouro' | 'logradouro' | 'numero' | 'bairro' | 'municipio' | 'uf' | 'cep'
>;

/** The address as one line, skipping missing parts: "RUA DAS FLORES, 100, CENTRO, CAMPINAS, SP, 13010-000". */
export function addressLine(company: AddressParts): string {
  const street = [company.tipo_logradouro, company.logradouro]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const parts = [
    street,
    company.numero,
    company.bairro,
    company.municipio,
    company.uf,
    formatCep(onlyDigits(company.cep)),
  ];
  return parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '' && part !== 'S/N')
    .join(', ');
}

/** A Google Maps search for the address, or null when there is no address to search. */
export function mapsSearchUrl(company: AddressParts): string | null {
  const address = addressLine(company);
  return address === ''
    ? null
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
