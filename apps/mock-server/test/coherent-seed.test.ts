// The mock's companies look real (decision 046): a row's legal name names its main CNAE's activity,
// its phones are on its city's DDD (one of its UF's), its CEP in its UF's range, its numbers of the
// kinds the domain tells apart, and a sample's CNPJ answers the sample the stories show.
import { beforeEach, describe, expect, it } from 'vitest';
import { phoneKind, type EmpresaDetalhe } from '@cnpj/domain';
import { archetypeFor, dddFor, sampleCompany, ufInfo } from '@cnpj/fixtures';
import { handlers, resetStore } from '../src/index.ts';
import { MUNICIPIOS } from '../src/data/index.ts';
import { call, searchPath, type SearchInput } from './helpers.ts';

type Row = Record<string, string | null>;

async function rows(input: SearchInput, ordem = 'D', size = 50): Promise<Row[]> {
  const found = await call(handlers, searchPath(input));
  const { pesquisaId } = (await found.json()) as { pesquisaId: string };
  const response = await call(handlers, `/api/empresas/pagina/${pesquisaId}/1/${size}/${ordem}/u1`);
  return ((await response.json()) as { data: Row[] }).data;
}

const cityCode = (uf: string, municipio: string | null) =>
  MUNICIPIOS[uf as 'SP'].find((city) => city.municipio === municipio)?.codigo_tom;

describe("the mock's companies", () => {
  beforeEach(() => resetStore());

  it('are named after their main activity', async () => {
    for (const row of await rows({ uf: 'SP' })) {
      const code = (row.cnae_principal ?? '').slice(0, 7);
      const words = archetypeFor(code).legal;
      expect(words.some((word) => row.razao_social?.includes(word))).toBe(true);
    }
  });

  it('call from their city and UF, and are in their UF', async () => {
    for (const uf of ['SP', 'RJ', 'BA']) {
      for (const row of await rows({ uf, comTelefone: true })) {
        const ddd = dddFor(row.uf as 'SP', cityCode(uf, row.municipio ?? null));
        expect(row.ddd1).toBe(ddd);
        expect(ufInfo(uf as 'SP').ddds).toContain(row.ddd1);
        const kind = phoneKind(row.fone1 ?? null);
        expect(kind === 'fixo' || kind === 'celular').toBe(true);
      }
    }
  });

  it('in the city of São Paulo call on 11 and in Campinas on 19', async () => {
    const capital = await rows({ uf: 'SP', municipios: ['7107'], comTelefone: true });
    expect(new Set(capital.map((row) => row.ddd1))).toEqual(new Set(['11']));
    const campinas = await rows({ uf: 'SP', municipios: ['6291'], comTelefone: true });
    expect(new Set(campinas.map((row) => row.ddd1))).toEqual(new Set(['19']));
  });

  it('asked by a pharmacy CNAE are pharmacies, sorted by legal name', async () => {
    const found = await rows({ uf: 'MG', cnaes: ['4771701'] }, 'R');
    for (const row of found) expect(row.razao_social).toMatch(/DROGARIA|FARMACIA/);
    const names = found.map((row) => row.razao_social ?? '');
    expect(names).toEqual([...names].sort());
  });

  it("answer a sample's CNPJ with the sample the stories show", async () => {
    const sample = sampleCompany(1);
    const response = await call(handlers, `/api/empresas/detalhe/${sample.cnpj}`);
    const company = (await response.json()) as EmpresaDetalhe;
    expect(company.razao_social).toBe(sample.razao_social);
    expect(company.ddd1).toBe(sample.ddd1);
  });
});
