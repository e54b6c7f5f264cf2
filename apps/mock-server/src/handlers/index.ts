// One handler set for the whole contract. Storybook and Vitest use `handlers` (lenient auth); the
// Express host builds its own with strict auth and a streaming xlsx writer.
import type { HttpHandler } from 'msw';
import { defaultOptions, type MockOptions } from '../options.ts';
import type { XlsxWriter } from '../xlsx/sheets.ts';
import { assinaturaHandlers } from './assinaturas.ts';
import { authHandlers } from './auth.ts';
import { capacidadeHandlers } from './capacidades.ts';
import { detalheHandlers } from './detalhe.ts';
import { downloadHandlers } from './downloads.ts';
import { empresaHandlers } from './empresas.ts';
import { listaHandlers } from './listas.ts';
import { loteHandlers } from './lote.ts';
import { lookupHandlers } from './lookups.ts';
import { atualizacaoObrigadoHandlers } from './atualizacao-obrigado.ts';
import { notificacaoHandlers } from './notificacoes.ts';
import { pesquisaSalvaHandlers } from './pesquisas-salvas.ts';
import { radarHandlers } from './radar.ts';
import { statsHandlers } from './stats.ts';

/** Options of `createHandlers`; anything left out takes the lenient default. */
export type CreateHandlersOptions = Partial<MockOptions> & { xlsxWriter?: XlsxWriter };

/** Builds the handlers for every call of the contract. */
export function createHandlers(overrides: CreateHandlersOptions = {}): HttpHandler[] {
  const { xlsxWriter, ...rest } = overrides;
  const options: MockOptions = { ...defaultOptions, ...rest };
  return [
    ...authHandlers(options),
    ...notificacaoHandlers(options),
    ...lookupHandlers(options),
    ...capacidadeHandlers(options),
    ...empresaHandlers(options),
    ...detalheHandlers(options),
    ...loteHandlers(options),
    ...downloadHandlers(options, xlsxWriter),
    ...listaHandlers(options),
    ...pesquisaSalvaHandlers(options),
    ...radarHandlers(options),
    ...atualizacaoObrigadoHandlers(options),
    ...statsHandlers(options),
    ...assinaturaHandlers(options),
  ];
}

/** The default lenient set (Storybook, unit tests). */
export const handlers: HttpHandler[] = createHandlers();
