// Statistics dashboard (SPEC §2). A placeholder until it is bound to its screen in packages/ui.

/** The page at /user-stats. */
export default function UserStatsPage() {
  return <h1>Estatísticas</h1>;
}
