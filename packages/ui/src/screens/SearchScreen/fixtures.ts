// Story data of the search form: the lookups the mock also lists (@cnpj/fixtures, decision 046). The
// rows are a set of companies' (shared/companies/fixtures).
import { C, CITIES } from '@cnpj/fixtures';
import type { SearchLookups } from './parts/lookups';

const storyCities = ['7107', '6291', '6477', '7071'];

/** A few UFs, cities, CNAEs and legal natures, as the mock lists them. */
export const storyLookups: SearchLookups = {
  ufs: [
    { codigo: 'MG', descricao: 'Minas Gerais' },
    { codigo: 'RJ', descricao: 'Rio de Janeiro' },
    { codigo: 'SP', descricao: 'São Paulo' },
  ],
  municipios: storyCities.map((code) => {
    const city = CITIES.find((item) => item.codigo_tom === code)!;
    return { codigo_tom: city.codigo_tom, municipio: city.municipio };
  }),
  cnaes: [C.padariaRevenda, C.restaurante, C.software].map(({ codigo, descricao }) => ({
    codigo,
    descricao,
  })),
  naturezas: [
    { codigo: '2062', descricao: 'Sociedade Empresária Limitada' },
    { codigo: '2135', descricao: 'Empresário (Individual)' },
  ],
};
