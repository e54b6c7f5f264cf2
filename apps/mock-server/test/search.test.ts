// The search is deterministic by construction: rows satisfy the filters, the total agrees with the
// pages, the order holds across pages, and page, all and detail tell the same story.
import { beforeEach, describe, expect, it } from 'vitest';
import { hasValidCheckDigits } from '@cnpj/domain';
import { createHandlers, handlers, resetStore } from '../src/index.ts';
import { MUNICIPIOS } from '../src/data/index.ts';
import { call, searchPath, type SearchInput } from './helpers.ts';

type Row = Record<string, string | null>;

async function search(
  input: SearchInput,
  h = handlers,
): Promise<{ pesquisaId: string; total: number }> {
  const response = await call(h, searchPath(input));
  expect(response.status).toBe(200);
  return response.json();
}

async function page(
  id: string,
  n: number,
  size: number,
  ordem: string,
  h = handlers,
): Promise<Row[]> {
  const response = await call(h, `/api/empresas/pagina/${id}/${n}/${size}/${ordem}/u1`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Row[] }).data;
}

const collator = new Intl.Collator('pt-BR');

// Rows [from, to) read through pages of 5 (both bounds multiples of 5).
async function pageRange(id: string, from: number, to: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let n = from / 5 + 1; n <= to / 5; n += 1) rows.push(...(await page(id, n, 5, 'D')));
  return rows;
}

describe('search', () => {
  beforeEach(() => resetStore());

  it('gives the same total and rows for the same seed, and other data for another seed', async () => {
    const input = { uf: 'MG', cnaes: ['4781400'] };
    const first = await search(input);
    const firstRows = await page(first.pesquisaId, 1, 20, 'D');
    resetStore();
    const again = await search(input);
    expect(again).toEqual(first);
    expect(await page(again.pesquisaId, 1, 20, 'D')).toEqual(firstRows);
    const other = createHandlers({ seed: 7 });
    const seven = await search(input, other);
    expect((await page(seven.pesquisaId, 1, 20, 'D', other)).map((r) => r.cnpj)).not.toEqual(
      firstRows.map((r) => r.cnpj),
    );
  });

  it('gives broad searches big totals and narrow ones small totals', async () => {
    const broad = await search({ uf: 'SP', comTelefone: true });
    const narrow = await search({
      uf: 'SP',
      nomeEmpresa: 'PADARIA',
      cnaes: ['1091102'],
      cep: '01310100',
    });
    expect(broad.total).toBeGreaterThan(100_000);
    expect(narrow.total).toBeLessThan(broad.total / 1000);
  });

  it('finds nothing when the bounds cannot match', async () => {
    const result = await search({
      uf: 'SP',
      dataAberturaIni: '2020-01-01',
      dataAberturaFim: '2019-01-01',
    });
    expect(result.total).toBe(0);
    expect(await page(result.pesquisaId, 1, 50, 'D')).toEqual([]);
  });

  // Rows are checked against every filter the input sets (two inputs, since all filters at once find 0).
  async function expectRowsSatisfy(input: SearchInput, cityNames: string[]) {
    const { pesquisaId, total } = await search(input);
    expect(total).toBeGreaterThan(0);
    const rows = await page(pesquisaId, 1, 50, 'D');
    expect(rows).toHaveLength(Math.min(total, 50));
    for (const row of rows) {
      expect(hasValidCheckDigits(row.cnpj!)).toBe(true);
      expect(row.uf).toBe(input.uf);
      expect(row.situacao_cadastral).toBe(input.situacaoCadastral ?? '02');
      if (cityNames.length) expect(cityNames).toContain(row.municipio);
      if (input.nomeEmpresa) expect(row.razao_social).toContain(input.nomeEmpresa);
      if (input.bairro) expect(row.bairro).toBe(input.bairro.toUpperCase());
      if (input.logradouro) expect(row.logradouro).toContain(input.logradouro.toUpperCase());
      if (input.cnaes) expect(input.cnaes).toContain(row.cnae_principal!.slice(0, 7));
      if (input.cnaesSecundarios)
        expect(row.cnaes_secundarios).toContain(input.cnaesSecundarios[0]);
      if (input.dataAberturaIni)
        expect(row.data_inicio_atividade! >= input.dataAberturaIni).toBe(true);
      if (input.dataAberturaFim)
        expect(row.data_inicio_atividade! <= input.dataAberturaFim).toBe(true);
      if (input.comTelefone) expect(row.fone1).toMatch(/^\d{8,9}$/);
      if (input.comEmail) expect(row.email).toMatch(/@/);
      const detail = await (await call(handlers, `/api/empresas/detalhe/${row.cnpj}`)).json();
      expect(detail).toMatchObject(row);
      if (input.cep) expect(detail.cep).toBe(input.cep);
      if (input.naturezaJuridica)
        expect(input.naturezaJuridica).toContain(detail.natureza_juridica.slice(0, 4));
      if (input.porte) expect(input.porte).toContain(detail.porte);
      expect(detail.capital_social).toBeGreaterThanOrEqual(input.capitalSocialIni ?? 0);
      if (input.capitalSocialFim)
        expect(detail.capital_social).toBeLessThanOrEqual(input.capitalSocialFim);
    }
  }

  it('answers rows that satisfy the text filters', async () => {
    await expectRowsSatisfy(
      {
        uf: 'SP',
        nomeEmpresa: 'PADARIA',
        bairro: 'Centro',
        logradouro: 'Paulista',
        comTelefone: true,
      },
      [],
    );
    await expectRowsSatisfy({ uf: 'SP', cep: '01310100', comEmail: true }, []);
  }, 30_000);

  it('answers rows that satisfy the code, date and capital filters', async () => {
    const [city1, city2] = MUNICIPIOS.SP;
    await expectRowsSatisfy(
      {
        uf: 'SP',
        municipios: [city1!.codigo_tom, city2!.codigo_tom],
        cnaes: ['1091102', '4721102'],
        naturezaJuridica: ['2062', '2135'],
        porte: ['01', '03'],
        dataAberturaIni: '2015-01-01',
        dataAberturaFim: '2020-12-31',
        capitalSocialIni: 10_000,
        capitalSocialFim: 500_000,
      },
      [city1!.municipio, city2!.municipio],
    );
    await expectRowsSatisfy(
      { uf: 'RS', cnaesSecundarios: ['5611201'], situacaoCadastral: '04' },
      [],
    );
  }, 30_000);

  it.each([
    ['D', (r: Row) => r.data_inicio_atividade!, (a: string, b: string) => a >= b],
    ['R', (r: Row) => r.razao_social!, (a: string, b: string) => a <= b],
    ['N', (r: Row) => r.nome_fantasia ?? '', (a: string, b: string) => a <= b],
    ['C', (r: Row) => r.municipio!, (a: string, b: string) => collator.compare(a, b) <= 0],
  ])(
    'keeps order %s across pages, whatever the page size',
    async (ordem, key, inOrder) => {
      const { pesquisaId } = await search({ uf: 'BA', porte: ['05'], ordenacao: ordem });
      const byFifty = [
        ...(await page(pesquisaId, 1, 50, ordem)),
        ...(await page(pesquisaId, 2, 50, ordem)),
        ...(await page(pesquisaId, 3, 50, ordem)),
      ];
      const byThirty = [];
      for (let n = 1; n <= 5; n += 1) byThirty.push(...(await page(pesquisaId, n, 30, ordem)));
      expect(byThirty.map((r) => r.cnpj)).toEqual(byFifty.map((r) => r.cnpj));
      byFifty
        .slice(1)
        .forEach((row, i) =>
          expect(inOrder(key(byFifty[i]!), key(row)), `${key(byFifty[i]!)} then ${key(row)}`).toBe(
            true,
          ),
        );
      const last = Math.ceil(
        (await search({ uf: 'BA', porte: ['05'], ordenacao: ordem })).total / 50,
      );
      const tail = await page(pesquisaId, last, 50, ordem);
      expect(tail.length).toBeGreaterThan(0);
      expect(inOrder(key(byFifty.at(-1)!), key(tail[0]!))).toBe(true);
    },
    30_000,
  );

  it('makes the total consistent with the pages and `all`', async () => {
    const { pesquisaId, total } = await search({ uf: 'AC', cnaes: ['4781400'], comEmail: true });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(5000);
    const lastPage = Math.ceil(total / 50);
    expect(await page(pesquisaId, lastPage, 50, 'R')).toHaveLength(total - (lastPage - 1) * 50);
    expect(await page(pesquisaId, lastPage + 1, 50, 'R')).toEqual([]);
    const all = (
      (await (await call(handlers, `/api/empresas/all/${pesquisaId}/R/u1`)).json()) as {
        data: Row[];
      }
    ).data;
    expect(all).toHaveLength(total);
    expect(all.slice(50, 100)).toEqual(await page(pesquisaId, 2, 50, 'R'));
  }, 30_000);

  it('caps `all` at 65,535 rows for big searches, agreeing with the pages', async () => {
    const { pesquisaId, total } = await search({ uf: 'SP', comTelefone: true });
    expect(total).toBeGreaterThan(65_535);
    const all = (
      (await (await call(handlers, `/api/empresas/all/${pesquisaId}/D/u1`)).json()) as {
        data: Row[];
      }
    ).data;
    expect(all).toHaveLength(65_535);
    expect(all.slice(0, 50)).toEqual(await page(pesquisaId, 1, 50, 'D'));
    expect(all.slice(-50)).toEqual(await pageRange(pesquisaId, 65_485, 65_535));
  }, 120_000);

  it('answers 400 to segments that break the contract', async () => {
    for (const bad of [
      { uf: 'XX' },
      { cep: '1234' },
      { situacaoCadastral: '05' },
      { dataAberturaIni: '2020-02-31' },
      { porte: ['07'] },
      { ordenacao: 'Z' },
    ]) {
      const response = await call(handlers, searchPath({ cnaes: ['4781400'], ...bad }));
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await response.json()).toHaveProperty('message');
    }
    const raw = await call(handlers, searchPath({}).replace('/0/0/0/0/', '/abc/0/0/0/'));
    expect(raw.status).toBe(400);
  });
});
