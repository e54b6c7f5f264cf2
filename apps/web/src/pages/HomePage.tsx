// Home (SPEC §2). A placeholder until it is bound to its screen in packages/ui.

/** The page at /. */
export default function HomePage() {
  return <h1>Início</h1>;
}
