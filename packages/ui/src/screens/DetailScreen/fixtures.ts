// Story data for the detail screen: one realistic company, its partners and variations.
import type { EmpresaDetalhe, Socio } from './types';

/** A head office with every field filled. */
export const company: EmpresaDetalhe = {
  cnpj: '12345678000190',
  cnpj_formatado: '12.345.678/0001-90',
  razao_social: 'PADARIA PÃO DOURADO LTDA',
  nome_fantasia: 'Pão Dourado',
  cnae_principal:
    '1091-1/02 - Fabricação de produtos de padaria e confeitaria com <b>predominância de produção própria</b>',
  cnaes_secundarios:
    '4721-1/02 - Padaria e confeitaria com predominância de revenda<br>5611-2/03 - Lanchonetes, casas de chá, de sucos e similares',
  data_inicio_atividade: '2012-03-05',
  situacao_cadastral: '02',
  municipio: 'CAMPINAS',
  uf: 'SP',
  logradouro: 'DAS FLORES',
  numero: '100',
  bairro: 'CENTRO',
  email: 'contato@paodourado.com.br',
  ddd1: '19',
  fone1: '32345678',
  ddd2: '19',
  fone2: '987654321',
  ddd_fax: null,
  fax: '-',
  identificador_matriz_filial: '1',
  data_situacao_cadastral: '2012-03-05',
  motivo_situacao_cadastral: 'SEM MOTIVO',
  natureza_juridica: '2062 - Sociedade Empresária Limitada',
  qualificacao_responsavel: 'Sócio-Administrador',
  capital_social: 150000,
  porte: '03',
  ente_federativo_responsavel: null,
  tipo_logradouro: 'RUA',
  complemento: 'LOJA 2',
  cep: '13010000',
  nome_cidade_exterior: null,
  pais: null,
  situacao_especial: null,
  data_situacao_especial: null,
  vinculadas: [
    {
      cnpj_formatado: '12.345.678/0002-71',
      razao_social: 'PADARIA PÃO DOURADO LTDA',
      nome_fantasia: 'Pão Dourado Cambuí',
      situacao_cadastral: '02',
      identificador_matriz_filial: '2',
    },
    {
      cnpj_formatado: '12.345.678/0003-52',
      razao_social: 'PADARIA PÃO DOURADO LTDA',
      nome_fantasia: '********',
      situacao_cadastral: '08',
      identificador_matriz_filial: '2',
    },
  ],
};

/** Two partners: a person (masked CPF) and a holding company (CNPJ). */
export const partners: Socio[] = [
  {
    nome_socio: 'MARIA APARECIDA DA SILVA',
    cnpj_cpf_socio: '***123456**',
    id_qualificacao: 49,
    desc_qualificacao: 'Sócio-Administrador',
    data_entrada_sociedade: '2012-03-05',
    faixa_etaria: 5,
  },
  {
    nome_socio: 'DOURADO PARTICIPAÇÕES S.A.',
    cnpj_cpf_socio: '98765432000110',
    id_qualificacao: 22,
    desc_qualificacao: 'Sócio',
    data_entrada_sociedade: '2018-07-20',
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
