// CNPJ lookup (SPEC §2). A placeholder until it is bound to its screen in packages/ui.

/** The page at /pesquisar-cnpj. */
export default function SearchCnpjPage() {
  return <h1>Pesquisar CNPJ</h1>;
}
