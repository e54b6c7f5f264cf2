// Story data for the detail screen: the first sample company (@cnpj/fixtures, decision 046), the one
// the mock answers for its CNPJ, with two branches, its partners and variations.
import { formatCnpj, withCheckDigits } from '@cnpj/domain';
import { sampleCompany, samplePartners } from '@cnpj/fixtures';
import type { EmpresaDetalhe, Socio } from './types';

const sample = sampleCompany(0);
const branchCnpj = (order: string) => withCheckDigits(`${sample.cnpj.slice(0, 8)}${order}`);

/** The first word of the main CNAE's description, which the register sent in bold (its CNAE may carry HTML). */
export const cnaeHighlight = /^\S+ - (\S+)/.exec(sample.cnae_principal ?? '')?.[1] ?? '';

/** A branch of the company: its CNPJ and trade name. */
export const branch = {
  cnpj: branchCnpj('0002'),
  cnpj_formatado: formatCnpj(branchCnpj('0002')),
  nome_fantasia: `${sample.nome_fantasia} II`,
};

/** A head office with every field filled: a landline, a mobile, an e-mail on its own domain. */
export const company: EmpresaDetalhe = {
  ...sample,
  cnae_principal:
    sample.cnae_principal?.replace(` ${cnaeHighlight}`, ` <b>${cnaeHighlight}</b>`) ?? null,
  complemento: sample.complemento ?? 'LOJA 2',
  fax: '-',
  vinculadas: [
    {
      cnpj_formatado: branch.cnpj_formatado,
      razao_social: sample.razao_social,
      nome_fantasia: branch.nome_fantasia,
      situacao_cadastral: '02',
      identificador_matriz_filial: '2',
    },
    {
      cnpj_formatado: formatCnpj(branchCnpj('0003')),
      razao_social: sample.razao_social,
      nome_fantasia: '********',
      situacao_cadastral: '08',
      identificador_matriz_filial: '2',
    },
  ],
};

const person = samplePartners(0)[0]!;
const holdingCnpj = withCheckDigits(
  `${String(Number(sample.cnpj.slice(0, 8)) + 1).padStart(8, '0')}0001`,
);

/** Two partners: a person (masked CPF) and a holding company (CNPJ). */
export const partners: Socio[] = [
  person,
  {
    nome_socio: `${person.nome_socio.split(' ').at(-1)} PARTICIPACOES S.A.`,
    cnpj_cpf_socio: holdingCnpj,
    id_qualificacao: 22,
    desc_qualificacao: 'Sócio',
    data_entrada_sociedade: sample.data_inicio_atividade,
    faixa_etaria: 0,
  },
];

/** A company whose optional fields are all missing. */
export const sparseCompany: EmpresaDetalhe = {
  ...company,
  nome_fantasia: null,
  cnae_principal: null,
  cnaes_secundarios: null,
  email: null,
  ddd1: null,
  fone1: null,
  ddd2: '-',
  fone2: '-',
  natureza_juridica: null,
  qualificacao_responsavel: null,
  capital_social: null,
  porte: null,
  complemento: null,
  motivo_situacao_cadastral: null,
  data_situacao_cadastral: null,
};
