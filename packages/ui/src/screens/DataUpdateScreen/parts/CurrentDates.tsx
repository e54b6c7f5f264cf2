import { CalendarCheck, CalendarClock } from 'lucide-react';
import { Card } from '../../../components/Card';
import { formatDate } from '../../../format';
import { nextUpdateDate, updateDatePrefix } from '@cnpj/domain';
import { StatusMessage } from '../../shared/StatusMessage';
import type { CurrentUpdate } from '../types';
import styles from './parts.module.css';

/** "Atualizado até" and "Próxima atualização prevista" (docs/product.md#screens-and-routes header, #limits-and-constants the +30 days rule). */
export function CurrentDates({ current, today }: { current: CurrentUpdate; today: Date }) {
  if (current.kind === 'loading')
    return <StatusMessage tone="loading" title="Carregando data da base..." />;
  if (current.kind === 'error')
    return (
      <StatusMessage tone="error" title="Falha ao carregar a data da base. Tente novamente." />
    );
  const updated = current.kind === 'ready' ? updateDatePrefix(current.updatedUntil) : null;
  if (updated === null) {
    return (
      <StatusMessage tone="info" title="Data da base indisponível">
        A data da última atualização não está disponível no momento.
      </StatusMessage>
    );
  }
  return (
    <div className={styles.dates}>
      <Card title="Atualizado até" headingLevel={2}>
        <p className={styles.bigDate}>
          <CalendarCheck size={24} aria-hidden="true" />
          {formatDate(updated)}
        </p>
        <p className={styles.muted}>A base contém as empresas criadas até esta data.</p>
      </Card>
      <Card title="Próxima atualização prevista" headingLevel={2}>
        <p className={styles.bigDate}>
          <CalendarClock size={24} aria-hidden="true" />
          {formatDate(nextUpdateDate(updated, today))}
        </p>
        <p className={styles.muted}>
          Os novos dados da Receita Federal são importados automaticamente.
        </p>
      </Card>
    </div>
  );
}
