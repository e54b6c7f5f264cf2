// Source: Receita Federal, Dados Abertos do CNPJ (situação especial values seen in the register)
// and the most common Brazilian e-mail domains.

/** Special situations a company can be in (docs/product.md#entities: company detail, situacao_especial). */
export const SITUACOES_ESPECIAIS: readonly string[] = [
  'Recuperação Judicial',
  'Recuperação Extrajudicial',
  'Falido',
  'Em Liquidação',
  'Liquidação Judicial',
  'Liquidação Extrajudicial',
  'Em Intervenção',
  'Início de Liquidação Judicial',
  'Início de Liquidação Extrajudicial',
  'Início de Recuperação Judicial',
];

/** E-mail domains weighted towards what Brazilian small companies use. */
export const EMAIL_PROVIDERS: readonly string[] = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'live.com',
  'globo.com',
  'icloud.com',
];
