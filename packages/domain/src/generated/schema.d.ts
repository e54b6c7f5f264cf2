// Generated from openapi.yaml by `npm run generate:api`. Do not edit by hand.
export interface paths {
  '/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange an identity-provider ID token for a backend session
     * @description Sets the httpOnly session cookie that `GET /refresh` relies on.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the backend session
     * @description Clears the session cookie. The answer's content is not used.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A new access token from the session cookie */
    get: operations['refresh'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's plan */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificacoes/{uid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's notifications */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notificacoes/{uid}/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Mark one notification as read
     * @description The trailing slash is part of the path (docs/product.md#calls). The client reloads the list after it.
     */
    put: operations['markNotificationRead'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cnaes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Economic activity codes (CNAE subclasses) */
    get: operations['listCnaes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ufs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The 27 federative units */
    get: operations['listUfs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/naturezas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Legal natures */
    get: operations['listNaturezas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/municipios/{uf}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The municipalities of one UF */
    get: operations['listMunicipios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pesquisas/count/{userUid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many searches the user has run (free-plan limit) */
    get: operations['countSearches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/empresas/{nomeEmpresa}/{uf}/{municipios}/{bairro}/{logradouro}/{cep}/{cnaes}/{cnaesSecundarios}/{situacaoCadastral}/{naturezaJuridica}/{porte}/{dataAberturaIni}/{dataAberturaFim}/{capitalSocialIni}/{capitalSocialFim}/{faturamentoIni}/{faturamentoFim}/{regimeTributario}/{comTelefone}/{comEmail}/{ordenacao}/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Run a search; answers its id and total
     * @description The criteria travel as 22 path segments, in this order. Encoding rules (x-segment-encoding):
     *     every segment is percent-encoded; an empty text or list segment is a single space (`%20`);
     *     an empty number is `0`; dates are `yyyy-mm-dd` (an empty or unparsable date is a single
     *     space); lists are comma-joined; booleans are `true` or `false`; the company name is sent
     *     without accents. `user_id` is the backend user id from `POST /login`.
     */
    get: operations['searchCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/empresas/pagina/{pesquisa_id}/{page}/{recordsPerPage}/{ordenacao}/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One page of a search's results */
    get: operations['getSearchPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/empresas/all/{pesquisa_id}/{ordenacao}/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every row of a search (up to 65,535), for "Enviar todos para lista" */
    get: operations['getAllSearchRows'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/download/{pesquisa_id}/{ordenacao}/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The search's results as empresas.xlsx (at most 65,535 rows) */
    get: operations['downloadSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The user's lists */
    get: operations['listListas'];
    put?: never;
    /** Create a list */
    post: operations['createLista'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listas/{listId}/cnpjs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add companies to a list
     * @description Adding a CNPJ the list already holds is not an error; it is counted once.
     */
    post: operations['addCompaniesToList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listas/export/{listId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The list as a spreadsheet (the app names the file after the list, docs/product.md#my-lists) */
    get: operations['exportList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listas/export-emails-socios/{listId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The list's companies with their partners and e-mails, as a spreadsheet (named by the app after the list) */
    get: operations['exportListPartnerEmails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/empresas/detalhe/{cnpj}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One company's detail
     * @description A 200 with an empty body (null) means "Empresa não encontrada"; a 404 means the CNPJ does not exist.
     */
    get: operations['getCompanyDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/empresas/socios/{cnpj}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One company's partners */
    get: operations['listPartners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/atualizacao': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The date the register data is current to */
    get: operations['getAtualizacao'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/obrigado': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record that the thank-you page was opened after a subscription */
    post: operations['recordObrigado'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listas/{listId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One list with a page of its companies (extension)
     * @description Extension: /minhas-listas/{listaId} shows the list's companies, which docs/product.md#calls has no call for.
     *     Without it (404) the screen offers the list's two exports only.
     */
    get: operations['getLista'];
    put?: never;
    post?: never;
    /**
     * Delete a list (extension)
     * @description Extension, so a list created by mistake can go. Without it (404) the delete button is hidden.
     */
    delete: operations['deleteLista'];
    options?: never;
    head?: never;
    /**
     * Rename a list (extension)
     * @description Extension, so "Minhas Listas" can rename a list (docs/product.md#my-lists). Without it (404) the screen says the list cannot be renamed here and stops offering it.
     */
    patch: operations['renameLista'];
    trace?: never;
  };
  '/api/listas/{listId}/cnpjs/{cnpj}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove one company from a list (extension)
     * @description Extension for the one-list screen. Without it (404) the remove action is hidden.
     */
    delete: operations['removeCompanyFromList'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats/usuarios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Platform usage statistics for /user-stats (extension)
     * @description Extension: the product names the statistics dashboard but no call feeds it. Without it (404) the screen says the statistics are unavailable.
     */
    get: operations['getUserStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats/usuarios/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One user's account and usage, for /user-details/{userId} (extension)
     * @description Extension: the product names the screen but no call feeds it. Without it (404) the screen shows the plan from GET /api/users/{id} only.
     */
    get: operations['getUserStatsDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/atualizacao/historico': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Past imports of the register data, for /user-stats/atualizacao (extension)
     * @description Extension: without it (404) the data update page shows the current date and the next expected one only.
     */
    get: operations['getAtualizacaoHistorico'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/capacidades': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The extra search criteria this backend understands (extension)
     * @description Extension: the search criteria beyond the 22 path segments that the backend applies when they travel as query parameters of the search call (docs/product.md#search). Without it (404) none is sent, and the app applies what it can to the companies of the page it shows, saying so.
     */
    get: operations['getCapacidades'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/planos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The paid plans on offer, for /minha-assinatura (extension)
     * @description Extension: what each paid plan costs and unlocks against the free plan (docs/product.md#my-subscription). Without it (404) the page offers VITE_SUBSCRIBE_URL, else the contact e-mail.
     */
    get: operations['getPlanos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/assinaturas/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open the payment provider's hosted checkout for a plan (extension)
     * @description Extension: the address of the payment provider's hosted checkout page, where the user pays by Pix,
     *     Pix Automático, boleto or card; the app never handles card data. The provider sends the browser back
     *     to `retorno_sucesso` after a payment and to `retorno_falha` after a failed or abandoned one; both
     *     must be on the app's own origin. For a paying user it changes the plan.
     */
    post: operations['createCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/assinaturas/atual': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's subscription (extension)
     * @description Extension: plan, status, next renewal, payment method, invoices and how to cancel (docs/product.md#my-subscription). Without it (404) the page shows the plan from GET /api/users/{id} only.
     */
    get: operations['getAssinaturaAtual'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/assinaturas/atual/cancelamento': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel the subscription at the end of the paid period (extension)
     * @description Extension: used when `AssinaturaAtual.url_cancelamento` is null (cancelling happens in the app). The plan stays until `acesso_ate`; nothing renews after it.
     */
    post: operations['cancelAssinatura'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/empresas/lote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Many companies by CNPJ at once, for "Consultar CNPJs em lote" (extension)
     * @description Extension: the company rows of up to 1,000 CNPJs in one call (docs/product.md#bulk-cnpj-lookup). Each CNPJ sent
     *     comes back either as a row of `empresas` or in `nao_encontrados`. Without it (404) the app reads each CNPJ's
     *     detail (GET /api/empresas/detalhe/{cnpj}), at most 4 at a time.
     */
    post: operations['lookupCompaniesInBulk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pesquisas-salvas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's saved searches, newest first (extension)
     * @description Extension: the saved searches of the user the access token names (docs/product.md#saved-searches), so they
     *     follow the user to any browser. Without it (404) the app keeps them per user in the browser and says so.
     */
    get: operations['listSavedSearches'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pesquisas-salvas/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The saved search's id, chosen by the app (a UUID), so saving again is harmless. */
        id: string;
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Saves (or replaces) one of the user's saved searches (extension)
     * @description Extension: stores the search under the id for the user the access token names (docs/product.md#saved-searches).
     */
    put: operations['putSavedSearch'];
    post?: never;
    /**
     * Deletes one of the user's saved searches (extension)
     * @description Extension: a search of another user, or none, answers 204 all the same: nothing of it is told.
     */
    delete: operations['deleteSavedSearch'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/radar/monitores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's Radar monitors, newest first (extension)
     * @description Extension: the monitors of the user the access token names (docs/product.md#radar). A backend that has it keeps
     *     the monitors, checks each one itself when it imports a new release of the register, and may send an e-mail
     *     digest. Reading them answers each monitor as of the release the backend checked last. Paid plans only: the free
     *     plan answers 402. Without it (404) the app keeps the monitors in this browser, for this user, and checks them
     *     when the user opens the app after a new release.
     */
    get: operations['listRadarMonitors'];
    put?: never;
    /**
     * Monitors a search in the Radar (extension)
     * @description Extension: "Monitorar no Radar" (docs/product.md#radar). The filters are a saved search's. The backend checks
     *     the new monitor at once against its current release: its first check takes the companies opened in the 30 days
     *     up to that release. A check is never counted as one of the user's searches.
     */
    post: operations['createRadarMonitor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/radar/monitores/{monitorId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The monitor's id, chosen by the backend. */
        monitorId: components['parameters']['MonitorId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Removes a monitor and its queue (extension)
     * @description Extension: a monitor of another user, or none, answers 404: nothing of it is told.
     */
    delete: operations['deleteRadarMonitor'];
    options?: never;
    head?: never;
    /**
     * Renames, pauses or resumes a monitor (extension)
     * @description Extension: a paused monitor is not checked; resumed, its next check covers every release since the one it checked last (docs/product.md#radar).
     */
    patch: operations['updateRadarMonitor'];
    trace?: never;
  };
  '/api/radar/monitores/{monitorId}/novas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of a monitor's new companies since a release (extension)
     * @description Extension: the companies a monitor found in the releases after `desde` (by default the queue: after the release
     *     last marked as seen), paged like a search's pages, in the search's company rows (docs/product.md#radar). The
     *     backend leaves out, when the page is read, the companies on the user's lists, on "Não contatar" and those it
     *     exported to the user before, and names in `exclusoes` what it left out.
     */
    get: operations['listRadarNewCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/radar/monitores/{monitorId}/novas/planilha': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The queue (or the new companies since a release) as a spreadsheet (extension)
     * @description Extension: "Excel" on a monitor's queue (docs/product.md#radar), the same companies as its pages, at most 65,535
     *     rows, in the search's spreadsheet columns (the app names the file). The free plan answers 402 as for any export.
     */
    get: operations['downloadRadarNewCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/radar/monitores/{monitorId}/vistas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * "Marcar como vistas": empties the queue up to a release (extension)
     * @description Extension: the companies found up to the release `ate` (the one the user was shown) leave the queue; those of a
     *     later release, imported meanwhile, stay (docs/product.md#radar). A date after the release the monitor checked
     *     last counts as that release.
     */
    post: operations['markRadarSeen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/radar/listas/{listId}/mudancas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What changed in a list's companies since a release (extension)
     * @description Extension: each company of the list compared as the release `desde` had it and as the current release has it
     *     (docs/product.md#radar): a status now Baixada, Inapta or Suspensa, a phone or an e-mail new or missing, a new
     *     address. Without it (404) the app compares the list's companies release by release where it can read them
     *     (GET /api/listas/{listId}), and otherwise says it cannot.
     */
    get: operations['listRadarListChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      message: string;
      /** @description A machine-readable reason, e.g. TOKEN_EXPIRED, FREE_PLAN_LIMIT. */
      code?: string;
    };
    LoginRequest: {
      /** @description The identity provider's ID token. */
      idToken: string;
    };
    LoginResponse: {
      accessToken: string;
      /** @description The backend user id; stored as backendUserId. */
      userId: string;
    };
    RefreshResponse: {
      accessToken: string;
    };
    UserDetailResponse: {
      /** @description The plan code. G is free; null, empty or unknown values are treated as G (docs/product.md#states-and-transitions). */
      plano: string | null;
    };
    /**
     * @description Known plan codes. Names of paid plans are not shown (docs/product.md#overview); any code but G that is listed here is paid.
     * @enum {string}
     */
    Plano: 'G' | 'M' | 'S' | 'A';
    Notificacao: {
      id: number;
      /** @description HTML; rendered through the sanitiser. */
      texto: string;
      /** Format: date-time */
      data_hora: string;
      /**
       * @description "S" read; "N" or null unread.
       * @enum {string|null}
       */
      lida: 'S' | 'N' | null;
    };
    Cnae: {
      /** @description CNAE subclass, 7 digits (e.g. 4781400). */
      codigo: string;
      descricao: string;
    };
    Uf: {
      codigo: components['schemas']['UfSigla'];
      /** @description The state's name. */
      descricao: string;
    };
    NaturezaJuridica: {
      /** @description 4 digits (e.g. 2062). */
      codigo: string;
      descricao: string;
    };
    Municipio: {
      /** @description The Receita Federal TOM code. */
      codigo_tom: string;
      municipio: string;
    };
    /** @enum {string} */
    UfSigla:
      | 'AC'
      | 'AL'
      | 'AM'
      | 'AP'
      | 'BA'
      | 'CE'
      | 'DF'
      | 'ES'
      | 'GO'
      | 'MA'
      | 'MG'
      | 'MS'
      | 'MT'
      | 'PA'
      | 'PB'
      | 'PE'
      | 'PI'
      | 'PR'
      | 'RJ'
      | 'RN'
      | 'RO'
      | 'RR'
      | 'RS'
      | 'SC'
      | 'SE'
      | 'SP'
      | 'TO';
    /** @description Free text; a single space when empty. */
    TextSegment: string;
    /** @description Comma-joined codes; a single space when empty. */
    ListSegment: string;
    /** @description yyyy-mm-dd, or a single space when empty or unparsable. */
    DateSegment: string;
    /** @enum {string} */
    BooleanSegment: 'true' | 'false';
    /** @description What the search screen collects (docs/product.md#entities). The client turns it into the 22 path segments. */
    SearchCriteria: {
      nomeEmpresa?: string;
      uf: components['schemas']['UfSigla'];
      /** @description codigo_tom values. */
      municipios?: string[];
      bairro?: string;
      logradouro?: string;
      /** @description 8 digits or 00000-000. */
      cep?: string;
      cnaes?: string[];
      cnaesSecundarios?: string[];
      situacaoCadastral: components['schemas']['SituacaoCadastral'];
      naturezaJuridica?: string[];
      porte?: components['schemas']['Porte'][];
      /** Format: date */
      dataAberturaIni?: string;
      /** Format: date */
      dataAberturaFim?: string;
      /** @default 0 */
      capitalSocialIni: number;
      /** @default 0 */
      capitalSocialFim: number;
      /** @default 0 */
      faturamentoIni: number;
      /** @default 0 */
      faturamentoFim: number;
      regimeTributario: components['schemas']['RegimeTributario'];
      ordenacao: components['schemas']['Ordenacao'];
      /** @default false */
      comTelefone: boolean;
      /** @default false */
      comEmail: boolean;
      /** @description Extension: sent as the query parameter somente_matriz, only to a backend that announced it. */
      somenteMatriz?: boolean;
      /** @description Extension: sent as the query parameter somente_celular, only to a backend that announced it. */
      somenteCelular?: boolean;
      /** @description Extension: the ids of the user's lists go in the query parameter excluir_listas, only to a backend that announced it. */
      ocultarEmListas?: boolean;
      user_id?: string;
    };
    SearchResponse: {
      pesquisaId: string;
      total: number;
    };
    SearchCountResponse: {
      count: number;
    };
    PageResponse: {
      data: components['schemas']['EmpresaResumo'][];
    };
    /**
     * @description A CNPJ without punctuation (docs/product.md#cnpj): 14 characters, the first 12 digits or capital letters (alphanumeric CNPJs, issued since July 2026 under IN RFB 2.229/2024), the last 2 check digits. Numeric CNPJs issued before keep their 14 digits. Examples: 11222333000181, 12ABC34501DE35.
     * @example 12ABC34501DE35
     */
    Cnpj: string;
    /** @description Digits; null or "-" when absent (then shown blank). */
    Phone: string | null;
    /** @description A company row of a search page. */
    EmpresaResumo: {
      cnpj: components['schemas']['Cnpj'];
      /** @example 12.ABC.345/01DE-35 */
      cnpj_formatado: string;
      razao_social: string;
      /** @description "********" means the trade name is hidden. */
      nome_fantasia: string | null;
      /** @description Code and description; may contain HTML. */
      cnae_principal: string | null;
      /** @description Codes and descriptions; may contain HTML. */
      cnaes_secundarios: string | null;
      /** Format: date */
      data_inicio_atividade: string | null;
      situacao_cadastral: components['schemas']['SituacaoEmpresa'];
      municipio: string | null;
      uf: components['schemas']['UfSigla'];
      logradouro: string | null;
      numero: string | null;
      bairro: string | null;
      email: string | null;
      ddd1: components['schemas']['Phone'];
      fone1: components['schemas']['Phone'];
      ddd2: components['schemas']['Phone'];
      fone2: components['schemas']['Phone'];
      ddd_fax: components['schemas']['Phone'];
      fax: components['schemas']['Phone'];
      /** @description Extension: the street type, as in the detail. A backend may leave it out of the row; the CRM file then leaves out the columns it alone fills and says so (docs/product.md#exporting-to-a-crm). */
      tipo_logradouro?: string | null;
      /** @description Extension: the address complement, as in the detail. A backend may leave it out of the row; the CRM file then leaves out its column and says so (docs/product.md#exporting-to-a-crm). */
      complemento?: string | null;
      /** @description Extension: 8 digits, as in the detail. A backend may leave it out of the row; the CRM file then leaves out its column and says so (docs/product.md#exporting-to-a-crm). */
      cep?: string | null;
      /** @description Extension: the size, as in the detail. A backend may leave it out of the row; the CRM file then leaves out its column and says so (docs/product.md#exporting-to-a-crm). */
      porte?: components['schemas']['Porte'] | null;
      /** @description Extension: BRL, as in the detail. A backend may leave it out of the row; the CRM file then leaves out its column and says so (docs/product.md#exporting-to-a-crm). */
      capital_social?: number | null;
    };
    /** @description A company's detail (docs/product.md#entities). */
    EmpresaDetalhe: components['schemas']['EmpresaResumo'] & {
      identificador_matriz_filial: components['schemas']['MatrizFilial'];
      /** Format: date */
      data_situacao_cadastral: string | null;
      motivo_situacao_cadastral: string | null;
      /** @description Code and description. */
      natureza_juridica: string | null;
      qualificacao_responsavel: string | null;
      /** @description BRL. */
      capital_social: number | null;
      porte: components['schemas']['Porte'] | null;
      ente_federativo_responsavel: string | null;
      tipo_logradouro: string | null;
      complemento: string | null;
      /** @description 8 digits. */
      cep: string | null;
      nome_cidade_exterior: string | null;
      pais: string | null;
      situacao_especial: string | null;
      /** Format: date */
      data_situacao_especial: string | null;
      /** @description Companies sharing the CNPJ root (head office and branches). */
      vinculadas: components['schemas']['EmpresaVinculada'][];
    };
    EmpresaVinculada: {
      cnpj_formatado: string;
      razao_social: string;
      nome_fantasia: string | null;
      situacao_cadastral: components['schemas']['SituacaoEmpresa'];
      identificador_matriz_filial: components['schemas']['MatrizFilial'];
    };
    /** @enum {string} */
    MatrizFilial: '1' | '2';
    Socio: {
      nome_socio: string;
      /** @description Masked CPF (***123456**) or a CNPJ. */
      cnpj_cpf_socio: string | null;
      id_qualificacao: number | null;
      desc_qualificacao: string | null;
      /** Format: date */
      data_entrada_sociedade: string | null;
      /** @description 0 to 9 (FaixaEtaria); other values read "Não informado". */
      faixa_etaria: number | null;
    };
    /**
     * @default 02
     * @enum {string}
     */
    SituacaoCadastral: '01' | '02' | '03' | '04' | '08';
    /** @description One company's registration status as the backend sends it: the code (02) or the word (ATIVA). The app shows it in the singular, "Ativa" (docs/product.md#enumerations); the search filter keeps the plural labels of SituacaoCadastral. */
    SituacaoEmpresa:
      | components['schemas']['SituacaoCadastral']
      | ('NULA' | 'ATIVA' | 'SUSPENSA' | 'INAPTA' | 'BAIXADA');
    /** @enum {string} */
    Porte: '00' | '01' | '03' | '05';
    /**
     * @default D
     * @enum {string}
     */
    Ordenacao: 'D' | 'R' | 'N' | 'C';
    /**
     * @default T
     * @enum {string}
     */
    RegimeTributario: 'S' | 'E' | 'F' | 'LR' | 'LP' | 'T';
    /** @enum {integer} */
    FaixaEtaria: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
    Lista: {
      id: number;
      descricao: string;
      /** @description Extension: how many companies the list holds. A backend may leave it out; "Minhas Listas" then shows no count (docs/product.md#my-lists). */
      total?: number;
      /**
       * Format: date-time
       * @description Extension: when the list was created. A backend may leave it out; "Minhas Listas" then shows no date (docs/product.md#my-lists).
       */
      criada_em?: string;
      /**
       * Format: date-time
       * @description Extension: when companies were last added to or removed from the list, or it was renamed. A backend may leave it out; "Minhas Listas" then shows the creation date, if any (docs/product.md#my-lists).
       */
      atualizada_em?: string;
    };
    RenameListaRequest: {
      descricao: string;
    };
    CreateListaRequest: {
      descricao: string;
    };
    AddCnpjsRequest: {
      cnpjs: components['schemas']['Cnpj'][];
    };
    AddCnpjsResponse: {
      /** @description How many were new to the list. */
      adicionadas: number;
      /** @description How many the list now holds. */
      total: number;
    };
    ListaDetalhe: {
      id: number;
      descricao: string;
      total: number;
      data: components['schemas']['EmpresaResumo'][];
    };
    Atualizacao: {
      /** @description Date or date-time; the app reads the YYYY-MM-DD prefix. Null hides the badges. */
      dt_atualizado_ate: string | null;
    };
    ObrigadoRequest: {
      /** @description The identity uid, or a fixed placeholder when missing. */
      user_id: string;
    };
    Obrigado: {
      id: number;
      user_id: string;
      /** Format: date-time */
      created_at?: string;
    };
    UserStats: {
      total_usuarios: number;
      usuarios_pagos: number;
      pesquisas_30_dias: number;
      cadastros_por_dia: components['schemas']['DailyCount'][];
      pesquisas_por_dia: components['schemas']['DailyCount'][];
      planos: {
        plano: string;
        total: number;
      }[];
      usuarios: components['schemas']['UserSummary'][];
    };
    DailyCount: {
      /** Format: date */
      data: string;
      total: number;
    };
    UserSummary: {
      userId: string;
      email: string | null;
      plano: string | null;
      /** Format: date-time */
      criado_em: string;
      /** Format: date-time */
      ultimo_acesso: string | null;
      pesquisas: number;
    };
    UserStatsDetail: components['schemas']['UserSummary'] & {
      listas: components['schemas']['Lista'][];
      pesquisas_recentes: {
        pesquisaId: string;
        /** Format: date-time */
        data_hora: string;
        uf: components['schemas']['UfSigla'];
        total: number;
      }[];
    };
    AtualizacaoImportacao: {
      /** Format: date */
      dt_atualizado_ate: string;
      /** Format: date-time */
      dt_importacao: string;
      empresas_novas: number;
      /** @enum {string} */
      status: 'concluida' | 'em_andamento' | 'falhou';
    };
    /** @enum {string} */
    Periodicidade: 'mensal' | 'anual';
    /** @description What a plan allows on the free plan's four limits (docs/product.md#plans-and-permissions); null means no limit. */
    PlanoLimites: {
      /** @description Results one search may show. */
      resultados: number | null;
      /** @description Searches in a month. */
      pesquisas: number | null;
      listas: boolean;
      /** @description Excel export. */
      exportacao: boolean;
    };
    /**
     * @description An extra search criterion, named as its query parameter on the search call.
     * @enum {string}
     */
    CriterioExtra: 'somente_matriz' | 'somente_celular' | 'excluir_listas';
    /** @description A saved search as the app sends it (extension, docs/product.md#saved-searches). */
    PesquisaSalvaEntrada: {
      nome: string;
      filtros: components['schemas']['SearchCriteria'];
    };
    /** @description A saved search of the signed-in user (extension, docs/product.md#saved-searches). */
    PesquisaSalva: {
      id: string;
      nome: string;
      filtros: components['schemas']['SearchCriteria'];
      /** Format: date-time */
      criada_em: string;
      /** Format: date-time */
      atualizada_em: string;
    };
    /** @description Extension: what the backend understands beyond the product's calls. */
    Capacidades: {
      /** @description The extra search criteria the backend applies; any other is never sent. */
      criterios: components['schemas']['CriterioExtra'][];
    };
    PlanoOferta: {
      /** @description The plan code, as GET /api/users/{id} answers it in `plano`. */
      codigo: string;
      /** @description The plan's name; null shows the code. */
      nome: string | null;
      /** @description BRL per month on monthly billing. */
      preco_mensal: number;
      /** @description BRL per year on annual billing. */
      preco_anual: number;
      limites: components['schemas']['PlanoLimites'];
      /** @description What else the plan unlocks, in the words to show. */
      recursos: string[];
    };
    CheckoutRequest: {
      plano: string;
      periodicidade: components['schemas']['Periodicidade'];
      /**
       * Format: uri
       * @description Where the provider returns after a payment (the app's /obrigado).
       */
      retorno_sucesso: string;
      /**
       * Format: uri
       * @description Where the provider returns after a failed or abandoned payment.
       */
      retorno_falha: string;
    };
    Checkout: {
      /**
       * Format: uri
       * @description The provider's hosted checkout page.
       */
      url: string;
    };
    /** @enum {string} */
    AssinaturaStatus: 'ativa' | 'em_atraso' | 'cancelada';
    Fatura: {
      id: string;
      /** Format: date */
      emitida_em: string;
      /** @description BRL. */
      valor: number;
      /** @enum {string} */
      status: 'paga' | 'em_aberto' | 'vencida';
      /**
       * Format: uri
       * @description The invoice (or its boleto) to download.
       */
      url: string;
      /**
       * Format: uri
       * @description The service invoice (NFS-e); null until issued.
       */
      url_nfse: string | null;
    };
    AssinaturaAtual: {
      /** @description The plan code; G with `status` null when there is no subscription. */
      plano: string;
      /** @description The plan's name; null shows the code. */
      nome: string | null;
      status: components['schemas']['AssinaturaStatus'] | null;
      periodicidade: components['schemas']['Periodicidade'] | null;
      /** @description BRL per period. */
      valor: number | null;
      /**
       * Format: date
       * @description Null once cancelled.
       */
      proxima_renovacao: string | null;
      /**
       * Format: date
       * @description Cancelled: the last day of the paid plan.
       */
      acesso_ate: string | null;
      /** @description The payment method as the provider summarises it ("Pix Automático", "Cartão final 4242"). */
      forma_pagamento: string | null;
      /**
       * Format: uri
       * @description Em atraso: where to pay what is due.
       */
      url_pagamento: string | null;
      /**
       * Format: uri
       * @description Where to cancel at the provider; null: cancel in the app (POST /api/assinaturas/atual/cancelamento).
       */
      url_cancelamento: string | null;
      /** @description This month's usage, when the backend counts it. */
      uso: null | {
        pesquisas: number;
        /** Format: date */
        desde: string;
      };
      /** @description Newest first. */
      faturas: components['schemas']['Fatura'][];
    };
    ConsultaLoteRequest: {
      cnpjs: components['schemas']['Cnpj'][];
    };
    ConsultaLoteResponse: {
      /** @description The companies found, as search rows with their head-office flag. */
      empresas: components['schemas']['EmpresaLote'][];
      /** @description The CNPJs sent that the register does not hold. */
      nao_encontrados: components['schemas']['Cnpj'][];
    };
    /** @description A company row of a bulk lookup. */
    EmpresaLote: components['schemas']['EmpresaResumo'] & {
      identificador_matriz_filial: components['schemas']['MatrizFilial'];
    };
    /** @description A monitor as the app creates it (extension, docs/product.md#radar). */
    RadarMonitorEntrada: {
      nome: string;
      filtros: components['schemas']['SearchCriteria'];
    };
    /** @description A new name, a pause or a resume. */
    RadarMonitorAlteracao: {
      nome?: string;
      pausado?: boolean;
    };
    /** @description A search the Radar checks at every release of the register (extension, docs/product.md#radar). */
    RadarMonitor: {
      id: string;
      nome: string;
      filtros: components['schemas']['SearchCriteria'];
      /** @description A paused monitor is not checked. */
      pausado: boolean;
      /**
       * Format: date
       * @description The release (GET /api/atualizacao) it checked last; null before its first check.
       */
      base_verificada: string | null;
      /** Format: date-time */
      verificado_em: string | null;
      /** @description The companies in its queue: found since `novas_desde`, less those on a list, on "Não contatar" or exported before. */
      novas: number;
      /**
       * Format: date
       * @description The queue holds companies opened after this day: the release last marked as seen (`visto_ate`), or, before any, the day before the 30 days its first check took. Null before its first check.
       */
      novas_desde: string | null;
      /**
       * Format: date
       * @description The release up to which the user marked the companies as seen; null before.
       */
      visto_ate: string | null;
      /** Format: date-time */
      criado_em: string;
    };
    RadarVistasRequest: {
      /**
       * Format: date
       * @description The release the user was shown.
       */
      ate: string;
    };
    /**
     * @description What a check leaves out of the new companies.
     * @enum {string}
     */
    RadarExclusao: 'listas' | 'nao_contatar' | 'exportadas';
    RadarNovas: {
      monitor_id: string;
      /**
       * Format: date
       * @description The companies opened after this day.
       */
      desde: string;
      /**
       * Format: date
       * @description The release checked last.
       */
      ate: string;
      /** @description Every new company, on all pages. */
      total: number;
      /** @description What the backend left out of them; anything not named was not left out. */
      exclusoes: components['schemas']['RadarExclusao'][];
      data: components['schemas']['EmpresaResumo'][];
    };
    /**
     * @description What changed in a listed company from one release to another.
     * @enum {string}
     */
    RadarMudancaTipo:
      | 'situacao'
      | 'telefone_novo'
      | 'telefone_removido'
      | 'email_novo'
      | 'email_removido'
      | 'endereco_novo';
    RadarMudanca: {
      cnpj: components['schemas']['Cnpj'];
      /** @description The trade name, else the legal name. */
      nome: string;
      tipo: components['schemas']['RadarMudancaTipo'];
      /** @description As the earlier release had it, in words. */
      antes: string | null;
      /** @description As the later release has it, in words. */
      depois: string | null;
      /**
       * Format: date
       * @description The release that brought the change.
       */
      base: string;
    };
    RadarMudancas: {
      lista_id: number;
      /** Format: date */
      desde: string;
      /**
       * Format: date
       * @description The current release.
       */
      ate: string;
      mudancas: components['schemas']['RadarMudanca'][];
    };
  };
  responses: {
    /** @description The request breaks the contract. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No valid session (docs/product.md#errors: a 401 from /refresh fires forceLogout). */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The access token is missing, invalid or expired, or the path names another user than the token's; the client refreshes once and retries (docs/product.md#errors). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The free plan (G) does not allow this (docs/product.md#plans-and-permissions): more than 10 searches, results past the first 50, exports and lists. Not 403, which means "token expired" to the client. */
    FreePlanLimit: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Not found (on an extension, also "this backend does not implement it"). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Any other failure. the product does not show these bodies; the app only logs them. */
    ServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request does not fit the current state (e.g. cancelling a subscription that is not active). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description An .xlsx file. */
    Spreadsheet: {
      headers: {
        /** @description attachment; filename="empresas.xlsx" (or lista_{id}.xlsx, lista_{id}_emails_socios.xlsx) */
        'Content-Disposition'?: string;
        [name: string]: unknown;
      };
      content: {
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
      };
    };
  };
  parameters: {
    /** @description The backend user id (`userId` from `POST /login`). */
    BackendUserId: string;
    /** @description The identity-provider uid. */
    Uid: string;
    /** @description The `pesquisaId` answered by the search. */
    PesquisaId: string;
    /** @description The backend user id. */
    UserIdSegment: string;
    ListId: number;
    /** @description The monitor's id, chosen by the backend. */
    MonitorId: string;
    /** @description The CNPJ without punctuation, numeric or alphanumeric (docs/product.md#cnpj). */
    Cnpj: components['schemas']['Cnpj'];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          /** @description httpOnly session cookie used by `GET /refresh`. */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      default: components['responses']['ServerError'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['ServerError'];
    };
  };
  refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A fresh access token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefreshResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      default: components['responses']['ServerError'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The backend user id (`userId` from `POST /login`). */
        id: components['parameters']['BackendUserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's plan. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDetailResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  listNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The identity-provider uid. */
        uid: components['parameters']['Uid'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Notifications, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Notificacao'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  markNotificationRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The identity-provider uid. */
        uid: components['parameters']['Uid'];
        /** @description The notification's id. */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Marked as read. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  listCnaes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every CNAE. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Cnae'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  listUfs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every UF. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Uf'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  listNaturezas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every legal nature. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NaturezaJuridica'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  listMunicipios: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uf: components['schemas']['UfSigla'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every municipality of the UF. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Municipio'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  countSearches: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The identity-provider uid. */
        userUid: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchCountResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  searchCompanies: {
    parameters: {
      query?: {
        /** @description Extension criterion: only head offices (identificador_matriz_filial 1). Sent only to a backend that announced it in GET /api/capacidades. */
        somente_matriz?: boolean;
        /** @description Extension criterion: only companies with a mobile phone (9 digits starting with 9, or an old 8-digit mobile starting 6-9). Sent only to a backend that announced it. */
        somente_celular?: boolean;
        /** @description Extension criterion: leave out the companies on these lists of the user (comma-joined list ids), e.g. the "Não contatar" list and, when asked, every list. Sent only to a backend that announced it. */
        excluir_listas?: number[];
      };
      header?: never;
      path: {
        /** @description Legal or trade name, without accents; single space when empty. */
        nomeEmpresa: components['schemas']['TextSegment'];
        uf: components['schemas']['UfSigla'];
        /** @description Comma-joined codigo_tom values; single space when empty. */
        municipios: components['schemas']['ListSegment'];
        bairro: components['schemas']['TextSegment'];
        logradouro: components['schemas']['TextSegment'];
        /** @description 8 digits (the mask's hyphen removed) or a single space. */
        cep: string;
        /** @description Comma-joined CNAE codes; single space when empty. */
        cnaes: components['schemas']['ListSegment'];
        /** @description Comma-joined CNAE codes; single space when empty. */
        cnaesSecundarios: components['schemas']['ListSegment'];
        situacaoCadastral: components['schemas']['SituacaoCadastral'];
        /** @description Comma-joined legal-nature codes; single space when empty. */
        naturezaJuridica: components['schemas']['ListSegment'];
        /** @description Comma-joined porte codes; single space when empty. */
        porte: components['schemas']['ListSegment'];
        dataAberturaIni: components['schemas']['DateSegment'];
        dataAberturaFim: components['schemas']['DateSegment'];
        /** @description BRL; 0 when empty. */
        capitalSocialIni: number;
        /** @description BRL; 0 when empty (no upper bound). */
        capitalSocialFim: number;
        /** @description BRL; 0 when empty. */
        faturamentoIni: number;
        /** @description BRL; 0 when empty (no upper bound). */
        faturamentoFim: number;
        regimeTributario: components['schemas']['RegimeTributario'];
        comTelefone: components['schemas']['BooleanSegment'];
        comEmail: components['schemas']['BooleanSegment'];
        ordenacao: components['schemas']['Ordenacao'];
        user_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored search. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  getSearchPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The `pesquisaId` answered by the search. */
        pesquisa_id: components['parameters']['PesquisaId'];
        /** @description 1-based page number. */
        page: number;
        /** @description Always 50 in the app (docs/product.md#limits-and-constants). */
        recordsPerPage: number;
        ordenacao: components['schemas']['Ordenacao'];
        /** @description The backend user id. */
        user_id: components['parameters']['UserIdSegment'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page's rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  getAllSearchRows: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The `pesquisaId` answered by the search. */
        pesquisa_id: components['parameters']['PesquisaId'];
        ordenacao: components['schemas']['Ordenacao'];
        /** @description The backend user id. */
        user_id: components['parameters']['UserIdSegment'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description All rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  downloadSearch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The `pesquisaId` answered by the search. */
        pesquisa_id: components['parameters']['PesquisaId'];
        ordenacao: components['schemas']['Ordenacao'];
        /** @description The backend user id. */
        user_id: components['parameters']['UserIdSegment'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Spreadsheet'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  listListas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every list of the user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Lista'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  createLista: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateListaRequest'];
      };
    };
    responses: {
      /** @description The created list. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Lista'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  addCompaniesToList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listId: components['parameters']['ListId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddCnpjsRequest'];
      };
    };
    responses: {
      /** @description The companies were added (the product does not show this answer; the app ignores it). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddCnpjsResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  exportList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listId: components['parameters']['ListId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Spreadsheet'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  exportListPartnerEmails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listId: components['parameters']['ListId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Spreadsheet'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  getCompanyDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The CNPJ without punctuation, numeric or alphanumeric (docs/product.md#cnpj). */
        cnpj: components['parameters']['Cnpj'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company, or null when the backend has no data for it. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmpresaDetalhe'] | null;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  listPartners: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The CNPJ without punctuation, numeric or alphanumeric (docs/product.md#cnpj). */
        cnpj: components['parameters']['Cnpj'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The partners (possibly none). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Socio'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  getAtualizacao: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The update date; the app reads its YYYY-MM-DD prefix. Null hides the badges. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Atualizacao'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  recordObrigado: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ObrigadoRequest'];
      };
    };
    responses: {
      /** @description Recorded (the app only logs the answer). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Obrigado'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      default: components['responses']['ServerError'];
    };
  };
  getLista: {
    parameters: {
      query?: {
        page?: number;
        recordsPerPage?: number;
      };
      header?: never;
      path: {
        listId: components['parameters']['ListId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list and one page of its companies. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaDetalhe'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  deleteLista: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listId: components['parameters']['ListId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  renameLista: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listId: components['parameters']['ListId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RenameListaRequest'];
      };
    };
    responses: {
      /** @description The renamed list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Lista'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  removeCompanyFromList: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listId: components['parameters']['ListId'];
        /** @description The CNPJ without punctuation, numeric or alphanumeric (docs/product.md#cnpj). */
        cnpj: components['parameters']['Cnpj'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  getUserStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Aggregated statistics and the users list. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserStats'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  getUserStatsDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's account and usage. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserStatsDetail'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  getAtualizacaoHistorico: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Imports, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AtualizacaoImportacao'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  getCapacidades: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The criteria announced. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Capacidades'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  getPlanos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The paid plans, cheapest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlanoOferta'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  createCheckout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckoutRequest'];
      };
    };
    responses: {
      /** @description The hosted checkout to send the browser to. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Checkout'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  getAssinaturaAtual: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription; `status` null when the user has none (free plan). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssinaturaAtual'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  cancelAssinatura: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The subscription, now `cancelada`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AssinaturaAtual'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      default: components['responses']['ServerError'];
    };
  };
  lookupCompaniesInBulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConsultaLoteRequest'];
      };
    };
    responses: {
      /** @description The companies found, in the order asked, and the CNPJs the register does not hold. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConsultaLoteResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  listSavedSearches: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's saved searches, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PesquisaSalva'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  putSavedSearch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The saved search's id, chosen by the app (a UUID), so saving again is harmless. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PesquisaSalvaEntrada'];
      };
    };
    responses: {
      /** @description The saved search as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PesquisaSalva'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  deleteSavedSearch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The saved search's id, chosen by the app (a UUID), so saving again is harmless. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted (or not there). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  listRadarMonitors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's monitors, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RadarMonitor'][];
        };
      };
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  createRadarMonitor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RadarMonitorEntrada'];
      };
    };
    responses: {
      /** @description The monitor, already checked against the current release. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RadarMonitor'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  deleteRadarMonitor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The monitor's id, chosen by the backend. */
        monitorId: components['parameters']['MonitorId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  updateRadarMonitor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The monitor's id, chosen by the backend. */
        monitorId: components['parameters']['MonitorId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RadarMonitorAlteracao'];
      };
    };
    responses: {
      /** @description The monitor as changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RadarMonitor'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  listRadarNewCompanies: {
    parameters: {
      query?: {
        /** @description A release date (yyyy-mm-dd): the companies found in later releases. Default: the queue. */
        desde?: string;
        page?: number;
        recordsPerPage?: number;
      };
      header?: never;
      path: {
        /** @description The monitor's id, chosen by the backend. */
        monitorId: components['parameters']['MonitorId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the new companies, newest release first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RadarNovas'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  downloadRadarNewCompanies: {
    parameters: {
      query?: {
        /** @description A release date (yyyy-mm-dd): the companies found in later releases. Default: the queue. */
        desde?: string;
      };
      header?: never;
      path: {
        /** @description The monitor's id, chosen by the backend. */
        monitorId: components['parameters']['MonitorId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Spreadsheet'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  markRadarSeen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The monitor's id, chosen by the backend. */
        monitorId: components['parameters']['MonitorId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RadarVistasRequest'];
      };
    };
    responses: {
      /** @description The monitor, its queue emptied up to that release. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RadarMonitor'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
  listRadarListChanges: {
    parameters: {
      query: {
        /** @description A release date (yyyy-mm-dd). */
        desde: string;
      };
      header?: never;
      path: {
        listId: components['parameters']['ListId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The changes, in the list's order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RadarMudancas'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      402: components['responses']['FreePlanLimit'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      default: components['responses']['ServerError'];
    };
  };
}
