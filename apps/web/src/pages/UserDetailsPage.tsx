// One user's details (SPEC §2). A placeholder until it is bound to its screen in packages/ui.
import { useParams } from 'react-router-dom';

/** The page at /user-details/:userId. */
export default function UserDetailsPage() {
  const { userId } = useParams();
  return <h1>Usuário {userId}</h1>;
}
