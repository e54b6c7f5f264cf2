// The server-state cache's keys: one per resource, so invalidations name what the reads do.

/** Every key of the cache. */
export const keys = {
  ufs: ['ufs'] as const,
  cnaes: ['cnaes'] as const,
  naturezas: ['naturezas'] as const,
  municipios: (uf: string) => ['municipios', uf] as const,
  listas: ['listas'] as const,
  /** The companies on the user's lists, read through the one-list extension (under `listas`, so it goes stale with them). */
  listadas: ['listas', 'cnpjs'] as const,
  /** One list's page (the extension); without arguments, every list's. */
  lista: (id?: number, page?: number) =>
    ['lista', ...(id === undefined ? [] : [id]), ...(page === undefined ? [] : [page])] as const,
  /** One page of a stored search, in one order: a search's pages never change, so this is their id. */
  pesquisa: (pesquisaId: string, ordenacao: string, page: number) =>
    ['pesquisa', pesquisaId, ordenacao, page] as const,
  notificacoes: ['notificacoes'] as const,
  atualizacao: ['atualizacao'] as const,
  /** The extra search criteria the backend announces (extension). */
  capacidades: ['capacidades'] as const,
  /** The user's saved searches (extension; on its 404, those this browser keeps). */
  pesquisasSalvas: ['pesquisas-salvas'] as const,
  plan: (reader: string) => ['plan', reader] as const,
  /** The statistics pages' screen states (extensions). */
  stats: {
    usuarios: ['stats', 'usuarios'] as const,
    usuario: (userId: string) => ['stats', 'usuario', userId] as const,
    atualizacaoAtual: ['stats', 'atualizacao', 'atual'] as const,
    atualizacaoHistorico: ['stats', 'atualizacao', 'historico'] as const,
  },
  /** The subscription page's reads (extensions) and the search count it shows. */
  subscription: {
    all: ['assinatura'] as const,
    planos: ['assinatura', 'planos'] as const,
    atual: ['assinatura', 'atual'] as const,
    pesquisas: ['assinatura', 'pesquisas'] as const,
  },
  /** The bulk lookup extension's calls (mutations: nothing cached). */
  lote: ['empresa', 'lote'] as const,
  detalhe: (cnpj: string) => ['empresa', cnpj, 'detalhe'] as const,
  socios: (cnpj: string) => ['empresa', cnpj, 'socios'] as const,
};
