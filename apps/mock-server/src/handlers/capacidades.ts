// GET /api/capacidades (extension, decision 043): the mock applies every extra search criterion of
// the contract; the capabilitiesUnavailable scenario answers 404, as a backend without it.
import { CRITERIOS_EXTRAS } from '@cnpj/domain';
import type { MockOptions } from '../options.ts';
import { authed, fail, has } from './context.ts';
import { http } from './http.ts';

/** The capabilities call. */
export function capacidadeHandlers(options: MockOptions) {
  return [
    http.get(
      '/api/capacidades',
      authed(options, (info, session) => {
        if (has(session, 'capabilitiesUnavailable'))
          return fail(
            info,
            404,
            'Extensão não implementada (cenário capabilitiesUnavailable)',
            'NOT_FOUND',
          );
        return info.response(200).json({ criterios: [...CRITERIOS_EXTRAS] });
      }),
    ),
  ];
}
