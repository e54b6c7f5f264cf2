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
import { useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
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

/** Who asked: the e-mail, else the backend id, else a dash. */
function UserCell({ entry }: { entry: JournalEntry }) {
  const user = entry.email ?? entry.userId;
  return user ? <Clip title={user}>{user}</Clip> : <span className={styles.muted}>—</span>;
}

/** The path as a person reads it, cut to one line. */
function PathCell({ entry }: { entry: JournalEntry }) {
  return (
    <Clip title={readablePath(entry.path)}>
      <code className={styles.code}>{readablePath(entry.path)}</code>
    </Clip>
  );
}

/** The scenarios that shaped the answer, else a dash. */
function ScenarioCell({ entry }: { entry: JournalEntry }) {
  if (entry.scenarios.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <Clip title={entry.scenarios.join(', ')}>
      {entry.scenarios.map((name) => (
        <Badge key={name} variant="brand">
          {name}
        </Badge>
      ))}
    </Clip>
  );
}

/** The button that opens the request's detail. */
function OpenButton({ entry, open }: { entry: JournalEntry; open: (entry: JournalEntry) => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="dialog"
      aria-label={`Abrir requisição ${entry.method} ${readablePath(entry.path)}`}
      onClick={() => open(entry)}
    >
      Abrir
    </Button>
  );
}

/** A column's cell class: one line each, with the column's width when it has one. */
const cellClass = (width?: string) => (width ? `${styles.cell} ${width}` : styles.cell);

/** The columns; `open` opens a row's request (stable, so the table's rows stay memoised). */
function columnsFor(open: (entry: JournalEntry) => void): DataTableColumn<JournalEntry>[] {
  return [
    {
      id: 'time',
      header: 'Hora',
      className: cellClass(styles.colTime),
      cell: (entry) => <time dateTime={entry.time}>{formatClock(entry.time)}</time>,
    },
    {
      id: 'user',
      header: 'Usuário',
      className: cellClass(styles.colUser),
      cell: (entry) => <UserCell entry={entry} />,
    },
    {
      id: 'method',
      header: 'Método',
      className: cellClass(styles.colMethod),
      cell: (entry) => <code className={styles.code}>{entry.method}</code>,
    },
    {
      id: 'path',
      header: 'Caminho',
      className: cellClass(),
      cell: (entry) => <PathCell entry={entry} />,
    },
    {
      id: 'status',
      header: 'Status',
      className: cellClass(styles.colStatus),
      cell: (entry) => (
        <Badge variant={statusVariant(entry.status)}>{statusText(entry.status)}</Badge>
      ),
    },
    {
      id: 'scenario',
      header: 'Cenário',
      className: cellClass(styles.colScenario),
      cell: (entry) => <ScenarioCell entry={entry} />,
    },
    {
      id: 'duration',
      header: 'Duração',
      className: cellClass(styles.colDuration),
      cell: (entry) => `${formatInteger(entry.durationMs)} ms`,
    },
    {
      id: 'open',
      header: <span className={styles.visuallyHidden}>Detalhes</span>,
      className: cellClass(styles.colOpen),
      cell: (entry) => <OpenButton entry={entry} open={open} />,
    },
  ];
}

/** What the log is filtered by: a user, a status class (or no answer), a piece of the path. */
interface LogFilter {
  userId: string;
  status: string;
  path: string;
}

const NO_FILTER: LogFilter = { userId: ANY, status: ANY, path: '' };

function keep(entry: JournalEntry, filter: LogFilter): boolean {
  const { userId, status } = filter;
  const path = filter.path.trim();
  if (userId !== ANY && entry.userId !== userId) return false;
  if (status === NO_ANSWER && entry.status !== null) return false;
  if (status !== ANY && status !== NO_ANSWER && !String(entry.status ?? '').startsWith(status))
    return false;
  return path === '' || readablePath(entry.path).toLowerCase().includes(path.toLowerCase());
}

/** Pauses or resumes the polling; clears the mock's log. */
function LogActions({
  live,
  onLiveChange,
}: {
  live: boolean;
  onLiveChange: (live: boolean) => void;
}) {
  const clear = useChange();
  return (
    <>
      <Button variant="secondary" onClick={() => onLiveChange(!live)}>
        {live ? 'Pausar' : 'Retomar'}
      </Button>
      <Button variant="ghost" onClick={() => clear.mutate({ method: 'DELETE', path: '/requests' })}>
        Limpar
      </Button>
    </>
  );
}

interface LogFiltersProps {
  users: readonly ConsoleUser[];
  filter: LogFilter;
  onFilterChange: Dispatch<SetStateAction<LogFilter>>;
}

/** The filters' fields: user, status, path. */
function LogFilters({ users, filter, onFilterChange }: LogFiltersProps) {
  const set = (change: Partial<LogFilter>) => onFilterChange((old) => ({ ...old, ...change }));
  const userOptions = [
    { value: ANY, label: 'Todos' },
    ...users.map((user) => ({ value: user.userId, label: userName(user) })),
  ];
  return (
    <div className={styles.toolbar}>
      <Select
        label="Usuário"
        options={userOptions}
        value={filter.userId}
        onValueChange={(userId) => set({ userId })}
      />
      <Select
        label="Status"
        options={STATUS_OPTIONS}
        value={filter.status}
        onValueChange={(status) => set({ status })}
      />
      <TextField
        label="Caminho contém"
        type="search"
        value={filter.path}
        onChange={(event) => set({ path: event.target.value })}
      />
    </div>
  );
}

/** Props of {@link RequestLog}. */
export interface RequestLogProps {
  /** The users to filter by. */
  users: readonly ConsoleUser[];
}

/** The request log card. */
export function RequestLog({ users }: RequestLogProps) {
  const [live, setLive] = useState(true);
  const [filter, setFilter] = useState(NO_FILTER);
  const [opened, setOpened] = useState<JournalEntry | null>(null);
  const columns = useMemo(() => columnsFor(setOpened), []);
  const log = useRequestLog(live);
  const entries = log.data?.entries ?? [];
  const shown = entries.filter((entry) => keep(entry, filter));
  const limit = log.data?.limit ?? 500;

  return (
    <Card
      id="requisicoes"
      title="Requisições"
      aria-label="Requisições"
      className={styles.section}
      actions={<LogActions live={live} onLiveChange={setLive} />}
    >
      <LogFilters users={users} filter={filter} onFilterChange={setFilter} />
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
