// Company search (SPEC §2). A placeholder until it is bound to its screen in packages/ui.

/** The page at /pesquisar-empresas. */
export default function SearchCompaniesPage() {
  return <h1>Pesquisar Empresas</h1>;
}
