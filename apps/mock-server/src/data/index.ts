// Reference data for the mock backend: real Brazilian register tables (docs/product.md#entities: lookup items),
// plus the full-size padded lists. Each data file names its source at the top.
export type { CodigoDescricao, Qualificacao, UfInfo } from './types';
export { UFS } from './ufs';
export { MUNICIPIOS } from './municipios';
export { CNAES } from './cnaes';
export { NATUREZAS } from './naturezas';
export { QUALIFICACOES } from './qualificacoes';
export { MOTIVOS_SITUACAO } from './motivos';
export { EMAIL_PROVIDERS, SITUACOES_ESPECIAIS } from './company-details';
export { FULL_CNAE_COUNT, MUNICIPIO_COUNTS, fullCnaes, fullMunicipios } from './full-size';
