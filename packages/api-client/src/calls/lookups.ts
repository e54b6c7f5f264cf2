// Values for the search filters (docs/product.md#calls).
import type { Cnae, Municipio, NaturezaJuridica, Uf, UfSigla } from '@cnpj/domain';
import { unwrap, type CallContext } from './context';

/** Lookup calls. */
export interface LookupCalls {
  /** GET /api/cnaes. */
  listCnaes(): Promise<Cnae[]>;
  /** GET /api/ufs. */
  listUfs(): Promise<Uf[]>;
  /** GET /api/naturezas. */
  listNaturezas(): Promise<NaturezaJuridica[]>;
  /** GET /api/municipios/{uf}. */
  listMunicipios(uf: UfSigla): Promise<Municipio[]>;
}

/** The lookup calls over a context. */
export function lookupCalls({ http }: CallContext): LookupCalls {
  return {
    listCnaes: () => unwrap(http.GET('/api/cnaes')),
    listUfs: () => unwrap(http.GET('/api/ufs')),
    listNaturezas: () => unwrap(http.GET('/api/naturezas')),
    listMunicipios: (uf) => unwrap(http.GET('/api/municipios/{uf}', { params: { path: { uf } } })),
  };
}
