// Linked companies (docs/product.md#company-detail): each head office or branch a detail lists opens
// its own detail, and the list names it as that detail does.
import { beforeEach, describe, expect, it } from 'vitest';
import { hasValidCheckDigits, normaliseCnpj, type EmpresaDetalhe } from '@cnpj/domain';
import { exampleCnpj, handlers, resetStore } from '../src/index.ts';
import { call, searchPath } from './helpers.ts';

async function detail(cnpj: string): Promise<EmpresaDetalhe> {
  const response = await call(handlers, `/api/empresas/detalhe/${cnpj}`);
  expect(response.status).toBe(200);
  return (await response.json()) as EmpresaDetalhe;
}

/** Every linked company opens a detail that agrees with its entry, and lists `company` back. */
async function expectLinksOpen(company: EmpresaDetalhe) {
  for (const linked of company.vinculadas) {
    const cnpj = normaliseCnpj(linked.cnpj_formatado);
    expect(hasValidCheckDigits(cnpj)).toBe(true);
    const opened = await detail(cnpj);
    expect(opened).toMatchObject(linked);
    expect(opened.vinculadas.map((other) => other.cnpj_formatado)).toContain(
      company.cnpj_formatado,
    );
  }
}

/** The first example company with head office or branches besides itself. */
async function companyWithLinked(): Promise<EmpresaDetalhe> {
  for (let n = 1; n <= 50; n += 1) {
    const company = await detail(exampleCnpj(n));
    if (company.vinculadas.length > 0) return company;
  }
  throw new Error('No example company with linked companies');
}

describe('linked companies', () => {
  beforeEach(() => resetStore());

  it('open details that read as the detail lists them', async () => {
    await expectLinksOpen(await companyWithLinked());
  });

  it('agree with their own details when a search showed one of them', async () => {
    const found = await call(handlers, searchPath({ uf: 'SP', nomeEmpresa: 'PADARIA' }));
    const { pesquisaId } = (await found.json()) as { pesquisaId: string };
    const page = await call(handlers, `/api/empresas/pagina/${pesquisaId}/1/50/D/u1`);
    const rows = ((await page.json()) as { data: { cnpj: string }[] }).data;
    let checked = 0;
    for (const row of rows) {
      const company = await detail(row.cnpj);
      if (company.vinculadas.length === 0) continue;
      await expectLinksOpen(company);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
