// Contract types used across the mock: the domain's names for the generated schema, so they cannot drift.
export type {
  EmpresaDetalhe,
  EmpresaResumo,
  ErrorBody,
  Lista,
  Notificacao,
  Ordenacao,
  Porte,
  RegimeTributario,
  SituacaoCadastral,
  Socio,
  UfSigla,
} from '@cnpj/domain';
