import { useId } from 'react';
import { StatusMessage } from '../shared/StatusMessage';
import { CurrentDates } from './parts/CurrentDates';
import { HistoryTable } from './parts/HistoryTable';
import type { CurrentUpdate, UpdateHistory } from './types';
import styles from './DataUpdateScreen.module.css';

/** Props of {@link DataUpdateScreen}. */
export interface DataUpdateScreenProps {
  current: CurrentUpdate;
  history: UpdateHistory;
  /** "Today" for the next-update rule (never earlier than today); the app omits it, stories pin it. */
  today?: Date;
}

/** The history block by state; without the extension the page shows the dates only. */
function History({ history }: { history: UpdateHistory }) {
  switch (history.kind) {
    case 'loading':
      return <StatusMessage tone="loading" title="Carregando histórico..." headingLevel={3} />;
    case 'error':
      return (
        <StatusMessage
          tone="error"
          title="Falha ao carregar o histórico. Tente novamente."
          headingLevel={3}
        />
      );
    case 'unavailable':
      return (
        <StatusMessage tone="info" title="Histórico indisponível neste servidor." headingLevel={3}>
          As datas acima continuam valendo.
        </StatusMessage>
      );
    case 'ready':
      return history.imports.length === 0 ? (
        <StatusMessage tone="empty" title="Nenhuma importação registrada." headingLevel={3} />
      ) : (
        <HistoryTable imports={history.imports} />
      );
  }
}

/** /user-stats/atualizacao: how current the register data is, when it updates next, and past imports. */
export function DataUpdateScreen({ current, history, today }: DataUpdateScreenProps) {
  const historyTitleId = useId();
  return (
    <div className={styles.screen}>
      <h1>Atualização dos dados</h1>
      <CurrentDates current={current} today={today ?? new Date()} />
      <section className={styles.history} aria-labelledby={historyTitleId}>
        <h2 id={historyTitleId}>Histórico de importações</h2>
        <History history={history} />
      </section>
    </div>
  );
}
