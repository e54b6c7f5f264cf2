// All lists (SPEC §2). A placeholder until it is bound to its screen in packages/ui.

/** The page at /minhas-listas. */
export default function MyListsPage() {
  return <h1>Minhas Listas</h1>;
}
