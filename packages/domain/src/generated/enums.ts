// Generated from openapi.yaml by `npm run generate:api`. Do not edit by hand.

import type { components } from './schema';

/** One value of an enumeration with its label, as the contract lists them. */
export interface EnumOption<V> {
  readonly value: V;
  readonly label: string;
}

/** Known plan codes. Names of paid plans are not shown (docs/product.md#overview); any code but G that is listed here is paid. */
export const planoOptions: readonly EnumOption<components['schemas']['Plano']>[] = [
  { value: 'G', label: 'Grátis' },
  { value: 'M', label: 'Mensal' },
  { value: 'S', label: 'Semestral' },
  { value: 'A', label: 'Anual' },
];
export const planoLabels: Readonly<Record<components['schemas']['Plano'], string>> = {
  G: 'Grátis',
  M: 'Mensal',
  S: 'Semestral',
  A: 'Anual',
};

/** MatrizFilial */
export const matrizFilialOptions: readonly EnumOption<components['schemas']['MatrizFilial']>[] = [
  { value: '1', label: 'Matriz' },
  { value: '2', label: 'Filial' },
];
export const matrizFilialLabels: Readonly<Record<components['schemas']['MatrizFilial'], string>> = {
  '1': 'Matriz',
  '2': 'Filial',
};

/** SituacaoCadastral */
export const situacaoCadastralOptions: readonly EnumOption<
  components['schemas']['SituacaoCadastral']
>[] = [
  { value: '01', label: 'Nulas' },
  { value: '02', label: 'Ativas' },
  { value: '03', label: 'Suspensas' },
  { value: '04', label: 'Inaptas' },
  { value: '08', label: 'Baixadas' },
];
export const situacaoCadastralLabels: Readonly<
  Record<components['schemas']['SituacaoCadastral'], string>
> = { '01': 'Nulas', '02': 'Ativas', '03': 'Suspensas', '04': 'Inaptas', '08': 'Baixadas' };
export const situacaoCadastralDefault: components['schemas']['SituacaoCadastral'] = '02';

/** Porte */
export const porteOptions: readonly EnumOption<components['schemas']['Porte']>[] = [
  { value: '00', label: 'Não informado' },
  { value: '01', label: 'Micro empresa' },
  { value: '03', label: 'Empresa de pequeno porte' },
  { value: '05', label: 'Demais' },
];
export const porteLabels: Readonly<Record<components['schemas']['Porte'], string>> = {
  '00': 'Não informado',
  '01': 'Micro empresa',
  '03': 'Empresa de pequeno porte',
  '05': 'Demais',
};

/** Ordenacao */
export const ordenacaoOptions: readonly EnumOption<components['schemas']['Ordenacao']>[] = [
  { value: 'D', label: 'Data abertura' },
  { value: 'R', label: 'Razão Social' },
  { value: 'N', label: 'Nome Fantasia' },
  { value: 'C', label: 'Cidade' },
];
export const ordenacaoLabels: Readonly<Record<components['schemas']['Ordenacao'], string>> = {
  D: 'Data abertura',
  R: 'Razão Social',
  N: 'Nome Fantasia',
  C: 'Cidade',
};
export const ordenacaoDefault: components['schemas']['Ordenacao'] = 'D';

/** RegimeTributario */
export const regimeTributarioOptions: readonly EnumOption<
  components['schemas']['RegimeTributario']
>[] = [
  { value: 'S', label: 'Simples Nacional' },
  { value: 'E', label: 'MEI' },
  { value: 'F', label: 'Isento' },
  { value: 'LR', label: 'Lucro Real' },
  { value: 'LP', label: 'Lucro Presumido' },
  { value: 'T', label: 'Todos' },
];
export const regimeTributarioLabels: Readonly<
  Record<components['schemas']['RegimeTributario'], string>
> = {
  S: 'Simples Nacional',
  E: 'MEI',
  F: 'Isento',
  LR: 'Lucro Real',
  LP: 'Lucro Presumido',
  T: 'Todos',
};
export const regimeTributarioDefault: components['schemas']['RegimeTributario'] = 'T';

/** FaixaEtaria */
export const faixaEtariaOptions: readonly EnumOption<components['schemas']['FaixaEtaria']>[] = [
  { value: 0, label: 'Não se aplica' },
  { value: 1, label: '0 a 12 anos' },
  { value: 2, label: '13 a 20 anos' },
  { value: 3, label: '21 a 30 anos' },
  { value: 4, label: '31 a 40 anos' },
  { value: 5, label: '41 a 50 anos' },
  { value: 6, label: '51 a 60 anos' },
  { value: 7, label: '61 a 70 anos' },
  { value: 8, label: '71 a 80 anos' },
  { value: 9, label: 'Maiores de 80 anos' },
];
export const faixaEtariaLabels: Readonly<Record<components['schemas']['FaixaEtaria'], string>> = {
  '0': 'Não se aplica',
  '1': '0 a 12 anos',
  '2': '13 a 20 anos',
  '3': '21 a 30 anos',
  '4': '31 a 40 anos',
  '5': '41 a 50 anos',
  '6': '51 a 60 anos',
  '7': '61 a 70 anos',
  '8': '71 a 80 anos',
  '9': 'Maiores de 80 anos',
};

/** Periodicidade */
export const periodicidadeOptions: readonly EnumOption<components['schemas']['Periodicidade']>[] = [
  { value: 'mensal', label: 'Mensal' },
  { value: 'anual', label: 'Anual' },
];
export const periodicidadeLabels: Readonly<Record<components['schemas']['Periodicidade'], string>> =
  { mensal: 'Mensal', anual: 'Anual' };

/** AssinaturaStatus */
export const assinaturaStatusOptions: readonly EnumOption<
  components['schemas']['AssinaturaStatus']
>[] = [
  { value: 'ativa', label: 'Ativa' },
  { value: 'em_atraso', label: 'Em atraso' },
  { value: 'cancelada', label: 'Cancelada' },
];
export const assinaturaStatusLabels: Readonly<
  Record<components['schemas']['AssinaturaStatus'], string>
> = { ativa: 'Ativa', em_atraso: 'Em atraso', cancelada: 'Cancelada' };

/** What a check leaves out of the new companies. */
export const radarExclusaoOptions: readonly EnumOption<components['schemas']['RadarExclusao']>[] = [
  { value: 'listas', label: 'Já nas suas listas' },
  { value: 'nao_contatar', label: 'Na lista "Não contatar"' },
  { value: 'exportadas', label: 'Exportadas antes' },
];
export const radarExclusaoLabels: Readonly<Record<components['schemas']['RadarExclusao'], string>> =
  {
    listas: 'Já nas suas listas',
    nao_contatar: 'Na lista "Não contatar"',
    exportadas: 'Exportadas antes',
  };

/** What changed in a listed company from one release to another. */
export const radarMudancaTipoOptions: readonly EnumOption<
  components['schemas']['RadarMudancaTipo']
>[] = [
  { value: 'situacao', label: 'Situação cadastral' },
  { value: 'telefone_novo', label: 'Telefone novo' },
  { value: 'telefone_removido', label: 'Telefone removido' },
  { value: 'email_novo', label: 'E-mail novo' },
  { value: 'email_removido', label: 'E-mail removido' },
  { value: 'endereco_novo', label: 'Endereço novo' },
];
export const radarMudancaTipoLabels: Readonly<
  Record<components['schemas']['RadarMudancaTipo'], string>
> = {
  situacao: 'Situação cadastral',
  telefone_novo: 'Telefone novo',
  telefone_removido: 'Telefone removido',
  email_novo: 'E-mail novo',
  email_removido: 'E-mail removido',
  endereco_novo: 'Endereço novo',
};
