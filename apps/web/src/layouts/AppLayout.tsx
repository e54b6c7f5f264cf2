// The signed-in area's frame (SPEC §2 Layout): side menu, header, the free-plan banner, the
// profile's "Sair", the chat widget. A plain version until the UI kit's layout screen lands.
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { AuthError, authMessages } from '../auth/messages';
import { config } from '../config';
import { usePlan } from '../services/PlanProvider';
import { useChatWidget } from '../services/chat-widget';

const MENU = [
  { to: '/', label: 'Início', end: true },
  { to: '/pesquisar-empresas', label: 'Pesquisar Empresas', end: false },
  { to: '/pesquisar-cnpj', label: 'Pesquisar CNPJ', end: false },
  { to: '/minhas-listas', label: 'Minhas Listas', end: false },
  { to: '/minha-assinatura', label: 'Minha Assinatura', end: false },
] as const;

/** The menu, header and outlet of the signed-in area. */
export function AppLayout() {
  const { user, status, logout } = useAuth();
  const { isFree } = usePlan();
  const [logoutError, setLogoutError] = useState<string | null>(null);
  useChatWidget(config.chatWidgetUrl, status === 'signedIn');

  const onLogout = () => {
    setLogoutError(null);
    logout().catch((error: unknown) =>
      setLogoutError(error instanceof AuthError ? error.message : authMessages.logoutFailed),
    );
  };

  return (
    <div>
      <nav aria-label="Menu principal">
        <ul>
          {MENU.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <header>
        {isFree && <Link to="/minha-assinatura">Você está no plano grátis!</Link>}
        <span>{user?.displayName || user?.email}</span>
        <button type="button" onClick={onLogout}>
          Sair
        </button>
        {logoutError && <p role="alert">{logoutError}</p>}
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
