// One list (SPEC §2). A placeholder until it is bound to its screen in packages/ui.
import { useParams } from 'react-router-dom';

/** The page at /minhas-listas/:listaId. */
export default function ListPage() {
  const { listaId } = useParams();
  return <h1>Lista {listaId}</h1>;
}
