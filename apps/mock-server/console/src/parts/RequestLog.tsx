// The live request log (like Mockoon's and WireMock's request journals): the mock's last 500 answered
// requests with time, user, method, path, status, the scenario that answered and the duration. Filtered by
// user, status and path; paused and resumed; read from GET /__mock/requests every second. Each row opens
// the request (RequestDetail). One line per row: long values end in "…" and show whole on hover.
import { Badge } from '@cnpj/ui/components/Badge';
import { Button } from '@cnpj/ui/components/Button';
import { Card } from '@cnpj/ui/components/Card';
import { DataTable, type DataTableColumn } from '@cnpj/ui/components/DataTable';
import { Select } from '@cnpj/ui/components/Select';
import { TextField } from '@cnpj/ui/components/TextField';
import { useMemo, useState, type ReactNode } from 'react';
import { useChange, useRequestLog, type ConsoleUser, type JournalEntry } from '../api.ts';
import styles from '../console.module.css';
import {
  formatClock,
  formatInteger,
  readablePath,
  statusText,
  statusVariant,
  userName,
} from '../format.ts';
import { RequestDetail } from './RequestDetail.tsx';

const ANY = 'all';
const NO_ANSWER = 'none';
const STATUS_OPTIONS = [
  { value: ANY, label: 'Todos' },
  { value: '2', label: '2xx (sucesso)' },
  { value: '3', label: '3xx' },
  { value: '4', label: '4xx (recusado)' },
  { value: '5', label: '5xx (falha)' },
  { value: NO_ANSWER, label: 'Sem resposta' },
];

/** A cell kept on one line: cut with "…", the whole text in its title. */
function Clip({ title, children }: { title: string; children: ReactNode }) {
  return (
    <span className={styles.clip} title={title}>
      {children}
    </span>
  );
}

/** The columns; `open` opens a row's request (stable, so the table's rows stay memoised). */
function columnsFor(open: (entry: JournalEntry) => void): DataTableColumn<JournalEntry>[] {
  return [
    {
      id: 'time',
      header: 'Hora',
      className: `${styles.cell} ${styles.colTime}`,
      cell: (entry) => <time dateTime={entry.time}>{formatClock(entry.time)}</time>,
    },
    {
      id: 'user',
      header: 'Usuário',
      className: `${styles.cell} ${styles.colUser}`,
      cell: (entry) => {
        const user = entry.email ?? entry.userId;
        return user ? <Clip title={user}>{user}</Clip> : <span className={styles.muted}>—</span>;
      },
    },
    {
      id: 'method',
      header: 'Método',
      className: `${styles.cell} ${styles.colMethod}`,
      cell: (entry) => <code className={styles.code}>{entry.method}</code>,
    },
    {
      id: 'path',
      header: 'Caminho',
      className: styles.cell,
      cell: (entry) => (
        <Clip title={readablePath(entry.path)}>
          <code className={styles.code}>{readablePath(entry.path)}</code>
        </Clip>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      className: `${styles.cell} ${styles.colStatus}`,
      cell: (entry) => (
        <Badge variant={statusVariant(entry.status)}>{statusText(entry.status)}</Badge>
      ),
    },
    {
      id: 'scenario',
      header: 'Cenário',
      className: `${styles.cell} ${styles.colScenario}`,
      cell: (entry) =>
        entry.scenarios.length === 0 ? (
          <span className={styles.muted}>—</span>
        ) : (
          <Clip title={entry.scenarios.join(', ')}>
            {entry.scenarios.map((name) => (
              <Badge key={name} variant="brand">
                {name}
              </Badge>
            ))}
          </Clip>
        ),
    },
    {
      id: 'duration',
      header: 'Duração',
      className: `${styles.cell} ${styles.colDuration}`,
      cell: (entry) => `${formatInteger(entry.durationMs)} ms`,
    },
    {
      id: 'open',
      header: <span className={styles.visuallyHidden}>Detalhes</span>,
      className: `${styles.cell} ${styles.colOpen}`,
      cell: (entry) => (
        <Button
          variant="ghost"
          size="sm"
          aria-haspopup="dialog"
          aria-label={`Abrir requisição ${entry.method} ${readablePath(entry.path)}`}
          onClick={() => open(entry)}
        >
          Abrir
        </Button>
      ),
    },
  ];
}

function keep(entry: JournalEntry, userId: string, status: string, path: string): boolean {
  if (userId !== ANY && entry.userId !== userId) return false;
  if (status === NO_ANSWER && entry.status !== null) return false;
  if (status !== ANY && status !== NO_ANSWER && !String(entry.status ?? '').startsWith(status))
    return false;
  return path === '' || readablePath(entry.path).toLowerCase().includes(path.toLowerCase());
}

/** Props of {@link RequestLog}. */
export interface RequestLogProps {
  /** The users to filter by. */
  users: readonly ConsoleUser[];
}

/** The request log card. */
export function RequestLog({ users }: RequestLogProps) {
  const [live, setLive] = useState(true);
  const [userId, setUserId] = useState(ANY);
  const [status, setStatus] = useState(ANY);
  const [path, setPath] = useState('');
  const [opened, setOpened] = useState<JournalEntry | null>(null);
  const columns = useMemo(() => columnsFor(setOpened), []);
  const log = useRequestLog(live);
  const clear = useChange();
  const entries = log.data?.entries ?? [];
  const shown = entries.filter((entry) => keep(entry, userId, status, path.trim()));
  const userOptions = [
    { value: ANY, label: 'Todos' },
    ...users.map((user) => ({ value: user.userId, label: userName(user) })),
  ];
  const limit = log.data?.limit ?? 500;

  return (
    <Card
      id="requisicoes"
      title="Requisições"
      aria-label="Requisições"
      className={styles.section}
      actions={
        <>
          <Button variant="secondary" onClick={() => setLive(!live)}>
            {live ? 'Pausar' : 'Retomar'}
          </Button>
          <Button
            variant="ghost"
            onClick={() => clear.mutate({ method: 'DELETE', path: '/requests' })}
          >
            Limpar
          </Button>
        </>
      }
    >
      <div className={styles.toolbar}>
        <Select label="Usuário" options={userOptions} value={userId} onValueChange={setUserId} />
        <Select label="Status" options={STATUS_OPTIONS} value={status} onValueChange={setStatus} />
        <TextField
          label="Caminho contém"
          type="search"
          value={path}
          onChange={(event) => setPath(event.target.value)}
        />
      </div>
      <p className={styles.muted}>
        {live ? 'Ao vivo' : 'Pausado'}: {formatInteger(shown.length)} de{' '}
        {formatInteger(entries.length)} requisições (o mock guarda as últimas {formatInteger(limit)}
        ).
      </p>
      <DataTable
        caption="Registro de requisições"
        rows={shown}
        columns={columns}
        className={styles.log}
        getRowId={(entry) => String(entry.id)}
        empty={
          entries.length === 0
            ? 'Nenhuma requisição ainda.'
            : 'Nenhuma requisição com esses filtros.'
        }
      />
      <RequestDetail entry={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
