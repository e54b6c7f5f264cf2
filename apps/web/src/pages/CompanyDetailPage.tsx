// Company detail, full screen without the menu (SPEC §2). A placeholder until it is bound to
// the detail screen in packages/ui.
import { useParams } from 'react-router-dom';

/** The page at /detalhes/:cnpj. */
export default function CompanyDetailPage() {
  const { cnpj } = useParams();
  return <h1>Empresa {cnpj}</h1>;
}
