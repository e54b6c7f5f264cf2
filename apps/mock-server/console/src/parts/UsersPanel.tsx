// Every user the mock has seen: e-mail and both ids, the plan (switchable), the search count (resettable),
// lists with their company counts, their Radar monitors with the companies in each queue, the scenarios on
// for them and their latency.
import { Badge } from '@cnpj/ui/components/Badge';
import { Button } from '@cnpj/ui/components/Button';
import { Card } from '@cnpj/ui/components/Card';
import { DataTable, type DataTableColumn } from '@cnpj/ui/components/DataTable';
import { Select } from '@cnpj/ui/components/Select';
import { useMemo } from 'react';
import type { Change, ConsoleState, ConsoleUser } from '../api.ts';
import styles from '../console.module.css';
import { companies, formatInteger, userName } from '../format.ts';

/** Props of {@link UsersPanel}. */
export interface UsersPanelProps {
  state: ConsoleState;
  onChange: (change: Change) => void;
}

const planText = (code: string, label: string) => (label === code ? code : `${code} · ${label}`);

/**
 * The plans on sale; a code the deployment no longer sells (M with MOCK_PAID_PLANS=P) still shows
 * as it is.
 */
function planOptions(state: ConsoleState, user: ConsoleUser) {
  const options = state.plans.map((plan) => ({
    value: plan.code,
    label: planText(plan.code, plan.label),
  }));
  return options.some((option) => option.value === user.plano)
    ? options
    : [...options, { value: user.plano, label: user.plano }];
}

interface CellProps {
  user: ConsoleUser;
  state: ConsoleState;
  onChange: (change: Change) => void;
}

/** The user's e-mail and both ids. */
function Identity({ user }: Pick<CellProps, 'user'>) {
  return (
    <div className={styles.identity}>
      <strong>{user.email ?? '(sem e-mail)'}</strong>
      <span className={styles.muted}>
        uid <code className={styles.code}>{user.uid}</code>
      </span>
      <span className={styles.muted}>
        id no backend <code className={styles.code}>{user.userId}</code>
      </span>
    </div>
  );
}

/** The user's plan, switchable. */
function PlanSelect({ user, state, onChange }: CellProps) {
  return (
    <Select
      label={<span className={styles.visuallyHidden}>Plano de {userName(user)}</span>}
      options={planOptions(state, user)}
      value={user.plano}
      onValueChange={(plano) =>
        onChange({
          method: 'PUT',
          path: `/api/users/${encodeURIComponent(user.userId)}/plan`,
          body: { plano },
        })
      }
    />
  );
}

/** How many searches the user has run, and a button that zeroes them. */
function SearchCount({ user, onChange }: Omit<CellProps, 'state'>) {
  return (
    <div className={styles.inline}>
      <span>{formatInteger(user.searchCount)}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={user.searchCount === 0}
        aria-label={`Zerar as pesquisas de ${userName(user)}`}
        onClick={() =>
          onChange({
            method: 'POST',
            path: `/api/users/${encodeURIComponent(user.userId)}/search-count/reset`,
          })
        }
      >
        Zerar
      </Button>
    </div>
  );
}

/** A list of names, each with a count after it, or a note when there are none. */
function CountedList({
  items,
  none,
}: {
  items: { key: string | number; name: string; count: string }[];
  none: string;
}) {
  if (items.length === 0) return <span className={styles.muted}>{none}</span>;
  return (
    <ul className={styles.plainList}>
      {items.map((item) => (
        <li key={item.key}>
          {item.name} <span className={styles.muted}>({item.count})</span>
        </li>
      ))}
    </ul>
  );
}

/** The user's lists, each with its number of companies. */
function UserLists({ user }: Pick<CellProps, 'user'>) {
  const items = user.lists.map((lista) => ({
    key: lista.id,
    name: lista.descricao,
    count: companies(lista.companies),
  }));
  return <CountedList items={items} none="Nenhuma lista" />;
}

/** The user's Radar monitors, each with the companies in its queue. */
function UserMonitors({ user }: Pick<CellProps, 'user'>) {
  const items = user.monitors.map((monitor, index) => ({
    key: index,
    name: monitor.nome,
    count: `${formatInteger(monitor.novas)} novas`,
  }));
  return <CountedList items={items} none="Nenhum monitor" />;
}

/** The scenarios on for the user: their own, then everyone's (marked so). */
function ActiveScenarios({ user, state }: Omit<CellProps, 'onChange'>) {
  const everyone = state.globalScenarios.filter((name) => !user.scenarios.includes(name));
  if (user.scenarios.length + everyone.length === 0)
    return <span className={styles.muted}>Nenhum</span>;
  return (
    <div className={styles.badges}>
      {user.scenarios.map((name) => (
        <Badge key={name} variant="danger">
          {name}
        </Badge>
      ))}
      {everyone.map((name) => (
        <Badge key={name} variant="warning">{`${name} (todos)`}</Badge>
      ))}
    </div>
  );
}

/** The user's own latency, or everyone's when they follow it. */
function Latency({ user, state }: Omit<CellProps, 'onChange'>) {
  if (user.latencyMs === null)
    return <span className={styles.muted}>a de todos ({formatInteger(state.latencyMs)} ms)</span>;
  return `${formatInteger(user.latencyMs)} ms`;
}

/** The table's columns, one small component per cell. */
function columns(
  state: ConsoleState,
  onChange: (change: Change) => void,
): DataTableColumn<ConsoleUser>[] {
  return [
    { id: 'user', header: 'Usuário', cell: (user) => <Identity user={user} /> },
    {
      id: 'plan',
      header: 'Plano',
      cell: (user) => <PlanSelect user={user} state={state} onChange={onChange} />,
    },
    {
      id: 'searches',
      header: 'Pesquisas',
      cell: (user) => <SearchCount user={user} onChange={onChange} />,
    },
    { id: 'lists', header: 'Listas', cell: (user) => <UserLists user={user} /> },
    { id: 'radar', header: 'Radar', cell: (user) => <UserMonitors user={user} /> },
    {
      id: 'scenarios',
      header: 'Cenários ativos',
      cell: (user) => <ActiveScenarios user={user} state={state} />,
    },
    { id: 'latency', header: 'Latência', cell: (user) => <Latency user={user} state={state} /> },
  ];
}

/** The users card. */
export function UsersPanel({ state, onChange }: UsersPanelProps) {
  const tableColumns = useMemo(() => columns(state, onChange), [state, onChange]);
  return (
    <Card id="usuarios" title="Usuários" aria-label="Usuários" className={styles.section}>
      <DataTable
        caption="Usuários do mock"
        rows={state.users}
        columns={tableColumns}
        getRowId={(user) => user.userId}
        empty="Nenhum usuário ainda: faça login no app para aparecer aqui."
      />
    </Card>
  );
}
