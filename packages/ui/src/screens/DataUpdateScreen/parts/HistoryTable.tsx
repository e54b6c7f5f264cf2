import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../../components/Badge';
import { formatDate, formatDateTime, formatInteger } from '../../../format';
import { importStatusLabels, type AtualizacaoImportacao } from '../types';
import styles from '../../shared/table.module.css';
import { ScrollTable } from '../../shared/ScrollTable';

const looks: Record<
  AtualizacaoImportacao['status'],
  { variant: BadgeVariant; icon: typeof CircleCheck }
> = {
  concluida: { variant: 'success', icon: CircleCheck },
  em_andamento: { variant: 'info', icon: LoaderCircle },
  falhou: { variant: 'danger', icon: CircleX },
};

/** The past imports, newest first: data date, import time (UTC), new companies, status. */
export function HistoryTable({ imports }: { imports: readonly AtualizacaoImportacao[] }) {
  return (
    <ScrollTable label="Tabela de importações">
      <thead>
        <tr>
          <th scope="col">Dados até</th>
          <th scope="col">Importado em</th>
          <th scope="col" className={styles.number}>
            Empresas novas
          </th>
          <th scope="col">Situação</th>
        </tr>
      </thead>
      <tbody>
        {imports.map((item) => {
          const { variant, icon: Icon } = looks[item.status];
          return (
            <tr key={item.dt_importacao}>
              <th scope="row">{formatDate(item.dt_atualizado_ate)}</th>
              <td>{formatDateTime(item.dt_importacao)}</td>
              <td className={styles.number}>{formatInteger(item.empresas_novas)}</td>
              <td>
                <Badge variant={variant} icon={<Icon size={14} />}>
                  {importStatusLabels[item.status]}
                </Badge>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
