// Filter lookups (docs/product.md#calls): UFs, municipalities, CNAEs, legal natures. MOCK_FULL_LOOKUPS serves the
// full-size lists so the pickers are tested at real size.
import { isUfSigla } from '@cnpj/domain';
import { CNAES, MUNICIPIOS, NATUREZAS, UFS, fullCnaes, fullMunicipios } from '../reference.ts';
import type { UfSigla } from '@cnpj/domain';
import type { MockOptions } from '../options.ts';
import { authed, fail, has } from './context.ts';
import { http } from './http.ts';

const LOOKUP_FAILURE = 'Falha ao carregar a lista (cenário lookupsError)';

/** The four lookup handlers. */
export function lookupHandlers(options: MockOptions) {
  return [
    http.get(
      '/api/ufs',
      authed(options, (info, session) => {
        if (has(session, 'lookupsError')) return fail(info, 500, LOOKUP_FAILURE);
        return info.response(200).json(UFS.map((uf) => ({ codigo: uf.sigla, descricao: uf.nome })));
      }),
    ),
    http.get(
      '/api/municipios/{uf}',
      authed(options, (info, session) => {
        if (has(session, 'lookupsError')) return fail(info, 500, LOOKUP_FAILURE);
        const uf = info.params.uf as string;
        if (!isUfSigla(uf)) return fail(info, 400, `UF inválida: ${uf}`, 'BAD_REQUEST');
        const sigla: UfSigla = uf;
        return info
          .response(200)
          .json([...(options.fullLookups ? fullMunicipios(sigla) : MUNICIPIOS[sigla])]);
      }),
    ),
    http.get(
      '/api/cnaes',
      authed(options, (info, session) => {
        if (has(session, 'lookupsError')) return fail(info, 500, LOOKUP_FAILURE);
        return info.response(200).json([...(options.fullLookups ? fullCnaes() : CNAES)]);
      }),
    ),
    http.get(
      '/api/naturezas',
      authed(options, (info, session) => {
        if (has(session, 'lookupsError')) return fail(info, 500, LOOKUP_FAILURE);
        return info.response(200).json([...NATUREZAS]);
      }),
    ),
  ];
}
