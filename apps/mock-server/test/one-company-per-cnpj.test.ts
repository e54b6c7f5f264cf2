// One CNPJ is one company in every answer (docs/product.md#entities): the search row, the detail, the
// bulk lookup and a list's page agree on its opening date and on the row's extension fields
// (docs/product.md#exporting-to-a-crm), and a company's head office and branches share its activity
// and legal name, as one CNPJ root does in the register.
import { beforeEach, describe, expect, it } from 'vitest';
import { normaliseCnpj, type EmpresaDetalhe, type EmpresaResumo } from '@cnpj/domain';
import { handlers, resetStore } from '../src/index.ts';
import { call, searchPath, type SearchInput } from './helpers.ts';

const BAKERY = '1091102';
const ROW_EXTENSION = ['tipo_logradouro', 'complemento', 'cep', 'porte', 'capital_social'] as const;

async function rows(input: SearchInput, size = 100): Promise<EmpresaResumo[]> {
  const found = await call(handlers, searchPath(input));
  const { pesquisaId } = (await found.json()) as { pesquisaId: string };
  const ordem = input.ordenacao ?? 'D';
  const page = await call(handlers, `/api/empresas/pagina/${pesquisaId}/1/${size}/${ordem}/u1`);
  return ((await page.json()) as { data: EmpresaResumo[] }).data;
}

async function detail(cnpj: string): Promise<EmpresaDetalhe> {
  return (await (await call(handlers, `/api/empresas/detalhe/${cnpj}`)).json()) as EmpresaDetalhe;
}

async function bulk(cnpjs: string[]): Promise<EmpresaResumo[]> {
  const response = await call(handlers, '/api/empresas/lote', {
    method: 'POST',
    body: JSON.stringify({ cnpjs }),
  });
  return ((await response.json()) as { empresas: EmpresaResumo[] }).empresas;
}

async function listPage(cnpjs: string[]): Promise<EmpresaResumo[]> {
  const created = await call(handlers, '/api/listas', {
    method: 'POST',
    body: '{"descricao":"Padarias"}',
  });
  const { id } = (await created.json()) as { id: number };
  await call(handlers, `/api/listas/${id}/cnpjs`, {
    method: 'POST',
    body: JSON.stringify({ cnpjs }),
  });
  const page = await call(handlers, `/api/listas/${id}?page=1&recordsPerPage=1000`);
  return ((await page.json()) as { data: EmpresaResumo[] }).data;
}

const linkedCnpjs = (company: EmpresaDetalhe) =>
  company.vinculadas.map((linked) => normaliseCnpj(linked.cnpj_formatado));

describe('one CNPJ, one company', () => {
  beforeEach(() => resetStore());

  it("carries the detail's CEP, street type, complement, size and capital in every row", async () => {
    const found = await rows({ uf: 'SP', cnaes: [BAKERY] }, 30);
    const cnpjs = found.map((row) => row.cnpj);
    const [fromBulk, fromList] = [await bulk(cnpjs), await listPage(cnpjs)];
    for (const [n, row] of found.entries()) {
      const company = await detail(row.cnpj);
      for (const field of ROW_EXTENSION) {
        expect(row, `${row.cnpj} ${field}`).toHaveProperty(field, company[field]);
        expect(fromBulk[n], `bulk ${row.cnpj} ${field}`).toHaveProperty(field, company[field]);
        expect(fromList[n], `list ${row.cnpj} ${field}`).toHaveProperty(field, company[field]);
      }
    }
  });

  it('has one opening date in the search, the detail, the bulk lookup and a list', async () => {
    const found = await rows({ uf: 'SP', cnaes: [BAKERY] });
    const heads = await Promise.all(found.map((row) => detail(row.cnpj)));
    // The branches too: each is opened from its head office's detail, then looked up in bulk.
    const branches = [...new Set(heads.flatMap(linkedCnpjs))].slice(0, 200);
    const opened = new Map<string, string | null>();
    for (const row of found) opened.set(row.cnpj, row.data_inicio_atividade);
    for (const cnpj of branches) opened.set(cnpj, (await detail(cnpj)).data_inicio_atividade);
    const cnpjs = [...opened.keys()];
    const answers = [
      ...(await bulk(cnpjs.slice(0, 1000))),
      ...(await listPage(cnpjs)),
      ...(await Promise.all(cnpjs.map(detail))),
    ];
    for (const answer of answers)
      expect(answer.data_inicio_atividade, answer.cnpj).toBe(opened.get(answer.cnpj));
  });

  it("gives a bakery's head office and branches the bakery's activity and legal name", async () => {
    const found = await rows({ uf: 'SP', cnaes: [BAKERY] });
    let checked = 0;
    for (const row of found) {
      const company = await detail(row.cnpj);
      for (const cnpj of linkedCnpjs(company)) {
        const sibling = await detail(cnpj);
        expect(sibling.cnae_principal, cnpj).toBe(company.cnae_principal);
        expect(sibling.razao_social, cnpj).toBe(company.razao_social);
        expect(sibling.natureza_juridica, cnpj).toBe(company.natureza_juridica);
        expect(company.vinculadas.find((v) => normaliseCnpj(v.cnpj_formatado) === cnpj)).toEqual(
          expect.objectContaining({ razao_social: company.razao_social }),
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('opens a branch no earlier than its head office', async () => {
    for (const row of await rows({ uf: 'RJ' })) {
      const company = await detail(row.cnpj);
      const head = row.cnpj.slice(8, 12) === '0001' ? company : null;
      for (const cnpj of linkedCnpjs(company)) {
        const sibling = await detail(cnpj);
        const [older, newer] = head
          ? [company, sibling]
          : cnpj.slice(8, 12) === '0001'
            ? [sibling, company]
            : [null, null];
        if (older && newer)
          expect(
            older.data_inicio_atividade! <= newer.data_inicio_atividade!,
            `${row.cnpj} ${cnpj} ${older.data_inicio_atividade} ${newer.data_inicio_atividade}`,
          ).toBe(true);
      }
    }
  });
});

describe('a backend without the row extension (scenario rowExtensionMissing)', () => {
  beforeEach(() => resetStore());

  it('answers the same companies without CEP, street type, complement, size and capital', async () => {
    const scenario = 'rowExtensionMissing';
    // A search of a few hundred rows, so the all-rows answer stays small.
    const small = { uf: 'AC', nomeEmpresa: 'Padaria Estrela do Norte' };
    const found = await call(handlers, searchPath(small), { scenario });
    const { pesquisaId } = (await found.json()) as { pesquisaId: string };
    const paths = [
      `/api/empresas/pagina/${pesquisaId}/1/20/D/u1`,
      `/api/empresas/all/${pesquisaId}/D/u1`,
    ];
    const answers: EmpresaResumo[][] = [];
    for (const path of paths) {
      const body = (await (await call(handlers, path, { scenario })).json()) as
        { data: EmpresaResumo[] } | EmpresaResumo[];
      answers.push(Array.isArray(body) ? body : body.data);
    }
    const cnpjs = answers[0]!.map((row) => row.cnpj);
    const lote = await call(handlers, '/api/empresas/lote', {
      method: 'POST',
      scenario,
      body: JSON.stringify({ cnpjs }),
    });
    answers.push(((await lote.json()) as { empresas: EmpresaResumo[] }).empresas);
    for (const rowsOfAnswer of answers) {
      expect(rowsOfAnswer.length).toBeGreaterThan(0);
      for (const row of rowsOfAnswer)
        for (const field of ROW_EXTENSION) expect(row).not.toHaveProperty(field);
    }
    // Without the scenario, the same CNPJ carries them.
    expect((await bulk([cnpjs[0]!]))[0]).toHaveProperty('cep');
  });
});
