import { INVOICES_TITLE, NO_INVOICES_MESSAGE, type Fatura } from '@cnpj/domain';
import { Badge } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { formatBRL, formatDate } from '../../../format';
import { ScrollTable } from '../../shared/ScrollTable';
import styles from './parts.module.css';

const STATUS = {
  paga: { label: 'Paga', variant: 'success' },
  em_aberto: { label: 'Em aberto', variant: 'info' },
  vencida: { label: 'Vencida', variant: 'danger' },
} as const;

/**
 * The subscription's invoices, newest first, each with its download and its NFS-e once issued. On a
 * phone each invoice stacks as label and value lines; an amount or a date never breaks (decision 060).
 */
export function Invoices({ faturas }: { faturas: readonly Fatura[] }) {
  return (
    <Card title={INVOICES_TITLE}>
      {faturas.length === 0 ? (
        <p className={styles.muted}>{NO_INVOICES_MESSAGE}</p>
      ) : (
        <div className={styles.invoices}>
          <ScrollTable label={INVOICES_TITLE}>
            <thead>
              <tr>
                <th scope="col">Emissão</th>
                <th scope="col">Valor</th>
                <th scope="col">Situação</th>
                <th scope="col">Documentos</th>
              </tr>
            </thead>
            <tbody>
              {faturas.map((fatura) => (
                <tr key={fatura.id}>
                  <td data-label="Emissão" className={styles.whole}>
                    {formatDate(fatura.emitida_em)}
                  </td>
                  <td data-label="Valor" className={styles.whole}>
                    {formatBRL(fatura.valor)}
                  </td>
                  <td data-label="Situação">
                    <Badge variant={STATUS[fatura.status].variant}>
                      {STATUS[fatura.status].label}
                    </Badge>
                  </td>
                  <td data-label="Documentos" className={styles.documents}>
                    <a href={fatura.url} target="_blank" rel="noopener noreferrer">
                      Baixar fatura{' '}
                      <span className={styles.hidden}>de {formatDate(fatura.emitida_em)}</span>
                    </a>
                    {fatura.url_nfse && (
                      <a href={fatura.url_nfse} target="_blank" rel="noopener noreferrer">
                        NFS-e{' '}
                        <span className={styles.hidden}>de {formatDate(fatura.emitida_em)}</span>
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </div>
      )}
    </Card>
  );
}
