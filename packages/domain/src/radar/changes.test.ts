import { describe, expect, it } from 'vitest';
import type { EmpresaResumo } from '../types';
import { companyChanges, listChanges } from './changes';
import { changeText } from './texts';

const before = {
  cnpj: '11222333000181',
  razao_social: 'PADARIA BOM PAO LTDA',
  nome_fantasia: 'BOM PAO',
  situacao_cadastral: '02',
  logradouro: 'RUA DAS FLORES',
  numero: '12',
  bairro: 'CENTRO',
  municipio: 'CAMPINAS',
  uf: 'SP',
  cep: '13010000',
  email: 'contato@bompao.com.br',
  ddd1: '19',
  fone1: '32345678',
  ddd2: null,
  fone2: null,
  ddd_fax: null,
  fax: null,
} as unknown as EmpresaResumo;

describe('what changed in a listed company', () => {
  it('tells nothing when nothing the Radar watches changed', () => {
    expect(companyChanges(before, { ...before, razao_social: 'OUTRO NOME LTDA' })).toEqual([]);
    // A company that became Ativa again, or Nula, is no end of a sale to tell.
    expect(companyChanges({ ...before, situacao_cadastral: '04' }, before)).toEqual([]);
  });

  it.each([
    ['08', 'Baixada'],
    ['BAIXADA', 'Baixada'],
    ['04', 'Inapta'],
    ['03', 'Suspensa'],
  ])('tells a status now %s as "%s"', (code, word) => {
    const situacao = code as EmpresaResumo['situacao_cadastral'];
    const [change] = companyChanges(before, { ...before, situacao_cadastral: situacao });
    expect(change).toEqual({
      cnpj: '11222333000181',
      nome: 'BOM PAO',
      tipo: 'situacao',
      antes: 'Ativa',
      depois: word,
    });
    expect(changeText(change!)).toBe(`Situação cadastral: agora "${word}" (antes "Ativa")`);
  });

  it('tells a phone and an e-mail new or missing, and a new address', () => {
    const after = {
      ...before,
      fone1: null,
      ddd2: '19',
      fone2: '987654321',
      email: null,
      numero: '250',
    };
    const changes = companyChanges(before, after);
    expect(changes.map((c) => [c.tipo, c.antes, c.depois])).toEqual([
      ['telefone_novo', null, '(19) 98765-4321'],
      ['telefone_removido', '(19) 3234-5678', null],
      ['email_removido', 'contato@bompao.com.br', null],
      [
        'endereco_novo',
        'RUA DAS FLORES, 12 - CENTRO, CAMPINAS/SP, 13010-000',
        'RUA DAS FLORES, 250 - CENTRO, CAMPINAS/SP, 13010-000',
      ],
    ]);
    expect(changes.map(changeText)).toEqual([
      'Telefone novo: (19) 98765-4321',
      'Telefone removido: (19) 3234-5678',
      'E-mail removido: contato@bompao.com.br',
      'Endereço novo: RUA DAS FLORES, 250 - CENTRO, CAMPINAS/SP, 13010-000 (antes RUA DAS FLORES, 12 - CENTRO, CAMPINAS/SP, 13010-000)',
    ]);
  });

  it('tells a new e-mail, in place of none or of another', () => {
    const none = companyChanges({ ...before, email: null }, before);
    expect(none.map(changeText)).toEqual(['E-mail novo: contato@bompao.com.br']);
    const other = companyChanges(before, { ...before, email: 'VENDAS@bompao.com.br ' });
    expect(other.map(changeText)).toEqual([
      'E-mail novo: vendas@bompao.com.br (antes contato@bompao.com.br)',
    ]);
  });

  it('compares a list company by company, leaving out those in one reading only', () => {
    const other = { ...before, cnpj: '99888777000166' };
    const changes = listChanges(
      [before, other],
      [
        { ...other, situacao_cadastral: '08' },
        { ...before, cnpj: '12ABC34501DE35' },
      ],
    );
    expect(changes.map((c) => [c.cnpj, c.tipo])).toEqual([['99888777000166', 'situacao']]);
  });
});
