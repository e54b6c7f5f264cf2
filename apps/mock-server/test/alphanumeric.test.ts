// Alphanumeric CNPJs (docs/product.md#cnpj): companies opened since July 2026 have them, older ones keep
// their numeric CNPJ, and every handler that takes a CNPJ accepts both.
import { beforeEach, describe, expect, it } from 'vitest';
import { hasValidCheckDigits, isCnpj, isNumericCnpj } from '@cnpj/domain';
import { handlers, resetStore } from '../src/index.ts';
import { call, searchPath } from './helpers.ts';

type Row = { cnpj: string; cnpj_formatado: string; data_inicio_atividade: string };

/** Page 1 (order D, newest first) of a search with the given opening bounds. */
async function newestRows(dataAberturaIni: string, dataAberturaFim: string): Promise<Row[]> {
  const found = await call(handlers, searchPath({ uf: 'SP', dataAberturaIni, dataAberturaFim }));
  const { pesquisaId } = (await found.json()) as { pesquisaId: string };
  const page = await call(handlers, `/api/empresas/pagina/${pesquisaId}/1/50/D/u1`);
  return ((await page.json()) as { data: Row[] }).data;
}

const ALPHANUMERIC = '12ABC34501DE35';

describe('alphanumeric CNPJs', () => {
  beforeEach(() => resetStore());

  it('gives companies opened since July 2026 alphanumeric CNPJs with valid check digits', async () => {
    const rows = await newestRows('2026-07-01', '2026-10-31');
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row.data_inicio_atividade >= '2026-07-01').toBe(true);
      expect(isCnpj(row.cnpj)).toBe(true);
      expect(isNumericCnpj(row.cnpj)).toBe(false);
      expect(hasValidCheckDigits(row.cnpj)).toBe(true);
      expect(row.cnpj_formatado).toMatch(
        /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/,
      );
    }
  });

  it('keeps companies opened before July 2026 numeric', async () => {
    const rows = await newestRows('2020-01-01', '2026-06-30');
    for (const row of rows)
      expect(isNumericCnpj(row.cnpj) && hasValidCheckDigits(row.cnpj)).toBe(true);
  });

  it('shows the detail, partners and linked companies of an alphanumeric row, as the search showed it', async () => {
    const [row] = await newestRows('2026-07-01', '2026-10-31');
    const detail = await (await call(handlers, `/api/empresas/detalhe/${row!.cnpj}`)).json();
    expect(detail).toMatchObject({
      cnpj: row!.cnpj,
      data_inicio_atividade: row!.data_inicio_atividade,
    });
    for (const linked of detail.vinculadas as { cnpj_formatado: string }[])
      expect(linked.cnpj_formatado.slice(0, 10)).toBe(row!.cnpj_formatado.slice(0, 10));
    expect((await call(handlers, `/api/empresas/socios/${row!.cnpj}`)).status).toBe(200);
  });

  it('answers the worked example, opened since July 2026, and refuses a wrong check digit or lower case', async () => {
    const detail = await (await call(handlers, `/api/empresas/detalhe/${ALPHANUMERIC}`)).json();
    expect(detail).toMatchObject({ cnpj: ALPHANUMERIC, cnpj_formatado: '12.ABC.345/01DE-35' });
    expect(detail.data_inicio_atividade >= '2026-07-01').toBe(true);
    expect((await call(handlers, '/api/empresas/detalhe/12ABC34501DE36')).status).toBe(404);
    expect((await call(handlers, '/api/empresas/detalhe/12abc34501de35')).status).toBe(400);
  });

  it('adds both formats to a list', async () => {
    const lista = await (
      await call(handlers, '/api/listas', { method: 'POST', body: '{"descricao":"Novas"}' })
    ).json();
    const added = await call(handlers, `/api/listas/${lista.id}/cnpjs`, {
      method: 'POST',
      body: JSON.stringify({ cnpjs: [ALPHANUMERIC, '11222333000181'] }),
    });
    expect(added.status).toBeLessThan(300);
    const content = await (
      await call(handlers, `/api/listas/${lista.id}?page=1&recordsPerPage=10`)
    ).json();
    expect(content.data.map((row: Row) => row.cnpj).sort()).toEqual([
      '11222333000181',
      ALPHANUMERIC,
    ]);
  });
});
