import { describe, expect, it } from 'vitest';
import { EXPORT_ROW_CAP } from '../limits';
import { CRM_COLUMNS, internationalPhone, plainText, type CrmRow } from './columns';
import {
  CRM_PRESETS,
  CRM_PRESET_IDS,
  crmColumnChoice,
  isCrmPresetId,
  unknownPresetKeys,
} from './presets';
import { crmFileName, crmTable } from './table';

const row: CrmRow = {
  cnpj: '11222333000181',
  cnpj_formatado: '11.222.333/0001-81',
  razao_social: 'ACME; "COMERCIO"\nLTDA',
  nome_fantasia: 'ACME',
  cnae_principal: '4751-2/01 - Comércio varejista<br>de informática &amp; cia',
  cnaes_secundarios: null,
  data_inicio_atividade: '2010-03-05',
  situacao_cadastral: '02',
  municipio: 'SAO PAULO',
  uf: 'SP',
  logradouro: 'DAS FLORES',
  tipo_logradouro: 'RUA',
  numero: '123',
  bairro: 'CENTRO',
  cep: '01310100',
  complemento: 'SALA 2',
  porte: '01',
  capital_social: 15000.5,
  email: 'Vendas@Acme.com.br',
  ddd1: '11',
  fone1: '33334444',
  ddd2: '011',
  fone2: '87654321',
  ddd_fax: null,
  fax: null,
};

const cell = (key: string, of: CrmRow = row) => crmTable([of], 'todas', [key]).rows[0]?.[0];

describe('CRM columns (docs/product.md#exporting-to-a-crm)', () => {
  it('writes the CNPJ masked, the only form both a spreadsheet and a CRM keep whole', () => {
    expect(cell('cnpj')).toBe('11.222.333/0001-81');
    expect(CRM_COLUMNS.map((c) => c.key)).not.toContain('cnpj_numeros');
  });

  it('writes phones formatted, international (an old mobile with its 9) and by kind', () => {
    expect(cell('telefone1')).toBe('(11) 3333-4444');
    expect(cell('telefone1_e164')).toBe('+55 11 3333-4444');
    expect(cell('telefone1_tipo')).toBe('Fixo');
    expect(cell('telefone2')).toBe('(11) 8765-4321');
    expect(cell('telefone2_e164')).toBe('+55 11 98765-4321');
    expect(cell('telefone2_tipo')).toBe('Celular antigo');
    expect(cell('celular_e164')).toBe('+55 11 98765-4321');
    expect(cell('whatsapp_numero')).toBe('+55 11 98765-4321');
    expect(cell('whatsapp')).toBe('https://wa.me/5511987654321');
    expect(cell('fax')).toBe('');
  });

  it('has no international phone without a valid area code or a number', () => {
    expect(internationalPhone(null, '987654321')).toBe('');
    expect(internationalPhone('11', '-')).toBe('');
  });

  it('writes what the Excel file of the same search holds: street type, complement, size, capital', () => {
    expect(cell('tipo_logradouro')).toBe('RUA');
    expect(cell('complemento')).toBe('SALA 2');
    expect(cell('porte')).toBe('Micro empresa');
    expect(cell('capital_social')).toBe('15.000,50');
  });

  it('writes the address in parts and whole, with the CEP masked', () => {
    expect(cell('endereco')).toBe('RUA DAS FLORES, 123 - CENTRO');
    expect(cell('endereco_completo')).toBe(
      'RUA DAS FLORES, 123 - CENTRO, SAO PAULO - SP, 01310-100',
    );
    expect(cell('logradouro')).toBe('RUA DAS FLORES');
    expect(cell('cep')).toBe('01310-100');
    expect(cell('cidade_uf')).toBe('SAO PAULO - SP');
  });

  it('writes the register fields as the screens read them', () => {
    expect(cell('situacao')).toBe('Ativa');
    expect(cell('abertura')).toBe('05/03/2010');
    expect(cell('porte')).toBe('Micro empresa');
    expect(cell('cnae_principal')).toBe('4751-2/01 - Comércio varejista; de informática & cia');
    expect(cell('porte', { ...row, porte: null })).toBe('');
  });

  it('labels the e-mail and offers its site only for an own domain', () => {
    expect(cell('email')).toBe('vendas@acme.com.br');
    expect(cell('email_tipo')).toBe('domínio próprio');
    expect(cell('site')).toBe('https://acme.com.br');
    expect(cell('dominio')).toBe('acme.com.br');
    const gmail = { ...row, email: 'acme@gmail.com' };
    expect(cell('email_tipo', gmail)).toBe('provedor genérico');
    expect(cell('site', gmail)).toBe('');
  });

  it('labels an address several companies share as their accountant', () => {
    const other = { ...row, cnpj: '99888777000100', email: 'vendas@acme.com.br' };
    const table = crmTable([row, other], 'todas', ['email_tipo']);
    expect(table.rows).toEqual([['provável contador'], ['provável contador']]);
  });

  it('leaves a hidden trade name blank and names the company by its razão social then', () => {
    const hidden = { ...row, nome_fantasia: '********' };
    expect(cell('nome_fantasia', hidden)).toBe('');
    expect(cell('nome', hidden)).toBe('ACME; "COMERCIO" LTDA');
    expect(cell('nome')).toBe('ACME');
  });

  it('strips the register HTML', () => {
    expect(plainText('<b>A</b>&nbsp;&lt;B&gt;')).toBe('A <B>');
  });
});

// What a spreadsheet turns into a number when it opens a CSV: digits with a sign, thousands
// separators or a decimal comma. Such a cell loses its "+" and its leading zeros.
const readAsNumber = (value: string) => /^[+-]?[\d.,]+$/.test(value.trim());
const PHONE_KEYS = ['telefone1', 'telefone1_e164', 'telefone2', 'telefone2_e164', 'fax_e164'];
const TEXT_KEYS = ['cnpj', 'cep', 'celular_e164', 'whatsapp_numero', ...PHONE_KEYS];

describe('CRM presets', () => {
  it('write CNPJ, CEP and phones so a spreadsheet keeps them as text', () => {
    const zero = {
      ...row,
      cnpj: '01222333000181',
      cep: '01310100',
      ddd2: '11',
      fone2: '987654321',
    };
    for (const id of CRM_PRESET_IDS) {
      const keys = CRM_PRESETS[id].columns.map((c) => c.key);
      const table = crmTable([zero], id, keys);
      for (const [n, key] of keys.entries()) {
        const value = table.rows[0]?.[n] ?? '';
        if (TEXT_KEYS.includes(key) && value !== '')
          expect(readAsNumber(value), `${id} ${key} ${value}`).toBe(false);
      }
    }
  });

  it('write one phone format in every CRM preset', () => {
    for (const id of CRM_PRESET_IDS.filter((preset) => preset !== 'todas')) {
      const keys = CRM_PRESETS[id].columns.map((c) => c.key);
      const table = crmTable([row], id, keys);
      const phones = keys.flatMap((key, n) =>
        /telefone|celular|whatsapp|fax/.test(key) ? [table.rows[0]?.[n] ?? ''] : [],
      );
      expect(phones.length, id).toBeGreaterThan(0);
      for (const phone of phones)
        expect(phone, `${id} ${phone}`).toMatch(/^\+55 \d{2} \d{4,5}-\d{4}$/);
    }
  });

  it('name the presets checked against a published import template', () => {
    expect(CRM_PRESET_IDS.filter((id) => CRM_PRESETS[id].checkedAgainstTemplate)).toEqual([]);
  });

  it('only name catalogue columns, each once, with distinct headers', () => {
    for (const id of CRM_PRESET_IDS) {
      expect(unknownPresetKeys(id)).toEqual([]);
      const { columns } = CRM_PRESETS[id];
      expect(new Set(columns.map((c) => c.key)).size).toBe(columns.length);
      expect(new Set(columns.map((c) => c.header)).size).toBe(columns.length);
    }
  });

  it('"Todas as colunas" has every column', () => {
    expect(CRM_PRESETS.todas.columns.map((c) => c.key)).toEqual(CRM_COLUMNS.map((c) => c.key));
  });

  it('names the columns as each CRM maps them', () => {
    expect(crmTable([row], 'hubspot', ['razao_social', 'telefone1_e164']).header).toEqual([
      'Company name',
      'Phone number',
    ]);
    expect(crmTable([row], 'pipedrive', ['razao_social']).header).toEqual(['Organization - Name']);
  });

  it('keeps the remembered choice in the preset order, dropping unknown keys', () => {
    expect(crmColumnChoice('hubspot', ['cnpj', 'nope', 'razao_social', 3])).toEqual([
      'razao_social',
      'cnpj',
    ]);
    expect(crmColumnChoice('agendor', null)).toEqual(CRM_PRESETS.agendor.columns.map((c) => c.key));
    expect(crmColumnChoice('agendor', [])).toEqual([]);
    expect(isCrmPresetId('hubspot')).toBe(true);
    expect(isCrmPresetId('salesforce')).toBe(false);
  });
});

describe('CRM table', () => {
  it('writes the ticked columns in the preset order, whatever order they were ticked', () => {
    const table = crmTable([row], 'todas', ['uf', 'cnpj']);
    expect(table.header).toEqual(['CNPJ', 'UF']);
    expect(table.rows).toEqual([['11.222.333/0001-81', 'SP']]);
  });

  it('leaves out a column no row fills when the backend sends no row extension, and names it', () => {
    const { tipo_logradouro, complemento, cep, porte, capital_social, ...plain } = row;
    void [tipo_logradouro, complemento, cep, porte, capital_social];
    const table = crmTable([plain, { ...plain, cnpj: '99888777000100' }], 'agendor', [
      'cnpj',
      'cep',
      'logradouro',
      'complemento',
    ]);
    expect(table.header).toEqual(['CNPJ', 'Rua']);
    expect(table.rows[0]).toEqual(['11.222.333/0001-81', 'DAS FLORES']);
    expect(table.missingColumns).toEqual(['CEP', 'Complemento']);
  });

  it('keeps a column some row fills, and a blank where one row has nothing', () => {
    const table = crmTable([row, { ...row, cep: null }], 'todas', ['cep']);
    expect(table.rows).toEqual([['01310-100'], ['']]);
    expect(table.missingColumns).toEqual([]);
  });

  it('stops at the export cap', () => {
    const many = Array.from({ length: EXPORT_ROW_CAP + 2 }, () => row);
    const table = crmTable(many, 'todas', ['cnpj']);
    expect(table.rows).toHaveLength(EXPORT_ROW_CAP);
    expect(table.leftOut).toBe(2);
  });

  it('names the file after its source and preset', () => {
    expect(crmFileName('lista_12', 'pipedrive')).toBe('lista_12_pipedrive.csv');
  });
});
