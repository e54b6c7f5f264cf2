// The extension criteria (decision 043): GET /api/capacidades announces them, the search applies
// them from its query, and a backend without them (capabilitiesUnavailable) answers 404 and ignores them.
import { beforeEach, describe, expect, it } from 'vitest';
import { CRITERIOS_EXTRAS, hasMobilePhone } from '@cnpj/domain';
import { handlers, resetStore } from '../src/index.ts';
import { call, searchPath } from './helpers.ts';

type Row = {
  cnpj: string;
  ddd1: string | null;
  fone1: string | null;
  ddd2: string | null;
  fone2: string | null;
};

const input = { uf: 'SP', cnaes: ['4721102'] };
/** The mock gives every head office, numeric or alphanumeric, the order 0001 (its own rule). */
const isMockHeadOffice = (cnpj: string) => cnpj.slice(8, 12) === '0001';

async function search(query = '', scenario?: string) {
  const response = await call(handlers, `${searchPath(input)}${query}`, { scenario });
  expect(response.status).toBe(200);
  return (await response.json()) as { pesquisaId: string; total: number };
}

async function rows(pesquisaId: string): Promise<Row[]> {
  const response = await call(handlers, `/api/empresas/pagina/${pesquisaId}/1/50/D/u1`);
  return ((await response.json()) as { data: Row[] }).data;
}

describe('extra search criteria', () => {
  beforeEach(() => resetStore());

  it('announces every criterion, and none under capabilitiesUnavailable (404)', async () => {
    const announced = await call(handlers, '/api/capacidades');
    expect(await announced.json()).toEqual({ criterios: [...CRITERIOS_EXTRAS] });
    const absent = await call(handlers, '/api/capacidades', {
      scenario: 'capabilitiesUnavailable',
    });
    expect(absent.status).toBe(404);
  });

  it('somente_matriz and somente_celular narrow the total and every row', async () => {
    const plain = await search();
    const narrowed = await search('?somente_matriz=true&somente_celular=true');
    expect(narrowed.total).toBeLessThan(plain.total);
    const page = await rows(narrowed.pesquisaId);
    expect(page.length).toBe(50);
    for (const row of page) {
      expect(isMockHeadOffice(row.cnpj), row.cnpj).toBe(true);
      expect(hasMobilePhone(row), row.cnpj).toBe(true);
    }
    const plainRows = await rows(plain.pesquisaId);
    expect(plainRows.some((row) => !isMockHeadOffice(row.cnpj))).toBe(true);
  });

  it("excluir_listas leaves the list's companies out of the rows and the total", async () => {
    const plain = await search();
    const first = (await rows(plain.pesquisaId)).slice(0, 2).map((row) => row.cnpj);
    const created = await call(handlers, '/api/listas', {
      method: 'POST',
      body: JSON.stringify({ descricao: 'Não contatar' }),
    });
    const { id } = (await created.json()) as { id: number };
    await call(handlers, `/api/listas/${id}/cnpjs`, {
      method: 'POST',
      body: JSON.stringify({ cnpjs: first }),
    });
    const without = await search(`?excluir_listas=${id}`);
    expect(without.total).toBe(plain.total - 2);
    const cnpjs = (await rows(without.pesquisaId)).map((row) => row.cnpj);
    for (const cnpj of first) expect(cnpjs).not.toContain(cnpj);
  });

  it('excluir_listas takes out only the listed companies the search found; the others keep their place', async () => {
    // A small search, so one company fewer would shift every other row's sort position.
    const small = { uf: 'AP', cnaes: ['4721102'] };
    const run = async (query = '') =>
      (await (await call(handlers, `${searchPath(small)}${query}`)).json()) as {
        pesquisaId: string;
        total: number;
      };
    const page = async (pesquisaId: string, n: number) =>
      (
        (await (
          await call(handlers, `/api/empresas/pagina/${pesquisaId}/${n}/50/D/u1`)
        ).json()) as {
          data: Row[];
        }
      ).data;
    const plain = await run();
    const plainRows = [...(await page(plain.pesquisaId, 1)), ...(await page(plain.pesquisaId, 2))];
    const listed = plainRows[3]!.cnpj;
    const created = await call(handlers, '/api/listas', {
      method: 'POST',
      body: JSON.stringify({ descricao: 'Clientes' }),
    });
    const { id } = (await created.json()) as { id: number };
    // Two companies this search never found: they cannot leave its total.
    await call(handlers, `/api/listas/${id}/cnpjs`, {
      method: 'POST',
      body: JSON.stringify({ cnpjs: [listed, '11222333000181', '11444777000161'] }),
    });
    const without = await run(`?excluir_listas=${id}`);
    expect(without.total).toBe(plain.total - 1);
    const expected = plainRows.filter((row) => row.cnpj !== listed).slice(0, 50);
    expect(await page(without.pesquisaId, 1)).toEqual(expected);
  });

  it('a backend without the extension ignores them, and a bad value is a 400', async () => {
    const plain = await search();
    const ignored = await search('?somente_matriz=true', 'capabilitiesUnavailable');
    expect(ignored.total).toBe(plain.total);
    const bad = await call(handlers, `${searchPath(input)}?somente_matriz=sim`);
    expect(bad.status).toBe(400);
  });
});
