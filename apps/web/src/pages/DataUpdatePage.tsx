// Data update (SPEC §2). A placeholder until it is bound to its screen in packages/ui.

/** The page at /user-stats/atualizacao. */
export default function DataUpdatePage() {
  return <h1>Atualização dos dados</h1>;
}
