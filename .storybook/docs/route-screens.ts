// Which stories show the page at each route of apps/web/src/app/routes/route-table.ts: the one mapping
// the Introduction's "Rotas" index cannot read from code. The routes and page names come from the
// route table and the states from Storybook's index, so only this pairing is written by hand; the
// index flags a route missing here, a pattern no longer in the table, and a title with no stories
// (e2e/storybook-plays.spec.ts fails on any flag).

/** Story title prefixes ("Screens/Search" covers "Screens/Search/Alerts") shown for each route pattern. */
export const routeScreens: Record<string, readonly string[]> = {
  '/login': ['Screens/Login'],
  '/signup': ['Screens/Signup'],
  '/obrigado': ['Screens/Obrigado'],
  '/detalhes/:cnpj': ['Screens/Detail', 'Flows/Detail'],
  '/detalhes/:cnpj/:rest': ['Screens/Detail', 'Flows/Detail'],
  '/': ['Screens/Home', 'Flows/Home'],
  '/minhas-listas': ['Screens/Lists', 'Flows/Lists'],
  '/minhas-listas/:listaId': ['Screens/List'],
  '/pesquisar-empresas': ['Screens/Search', 'Screens/AddToListDialog', 'Flows/Search'],
  '/triagem': ['Screens/Triage', 'Screens/AddToListDialog'],
  '/radar': ['Screens/Radar', 'Screens/AppShell/Radar'],
  '/radar/:monitorId': ['Screens/Radar', 'Screens/AddToListDialog'],
  '/pesquisar-cnpj': ['Screens/Lookup'],
  '/consultar-cnpjs-em-lote': ['Screens/BulkLookup'],
  '/minha-assinatura': ['Screens/Subscription'],
  '/user-stats': ['Screens/UserStats'],
  '/user-stats/atualizacao': ['Screens/DataUpdate'],
  '/user-details/:userId': ['Screens/UserDetails'],
  '*': ['Screens/NotFound'],
};

/** The frame around every signed-in page except the full-screen ones (docs/product.md#layout). */
export const layoutScreen = 'Screens/AppShell';
