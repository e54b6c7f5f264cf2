// The QA console (/__mock): controls, scenarios per screen, users and the live request log of the mock.
import { Banner } from '@cnpj/ui/components/Banner';
import { useConsoleState, useChange } from './api.ts';
import styles from './console.module.css';
import { ControlsPanel } from './parts/ControlsPanel.tsx';
import { RequestLog } from './parts/RequestLog.tsx';
import { ScenariosPanel } from './parts/ScenariosPanel.tsx';
import { UsersPanel } from './parts/UsersPanel.tsx';

const SECTIONS = [
  ['cenarios', 'Cenários'],
  ['usuarios', 'Usuários'],
  ['controles', 'Controles'],
  ['requisicoes', 'Requisições'],
] as const;

/** The whole page. */
export function App() {
  const state = useConsoleState();
  const change = useChange();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Console de QA do mock</h1>
        <p className={styles.muted}>
          Tudo o que muda aqui vale até o mock reiniciar ou ser resetado.
        </p>
        <nav aria-label="Seções">
          <ul className={styles.nav}>
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className={styles.main}>
        {change.error && (
          <Banner
            variant="error"
            title="A alteração não foi aplicada"
            onDismiss={() => change.reset()}
          >
            {change.error.message}
          </Banner>
        )}
        {state.isError && (
          <Banner variant="error" title="Não foi possível ler o estado do mock">
            {state.error.message}
          </Banner>
        )}
        {state.isPending && <p role="status">Carregando o estado do mock…</p>}
        {state.data && (
          <>
            <ScenariosPanel state={state.data} onChange={change.mutate} />
            <UsersPanel state={state.data} onChange={change.mutate} />
            <ControlsPanel state={state.data} onChange={change.mutate} />
          </>
        )}
        <RequestLog users={state.data?.users ?? []} />
      </main>
    </div>
  );
}
