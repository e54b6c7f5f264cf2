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

function columns(
  state: ConsoleState,
  onChange: (change: Change) => void,
): DataTableColumn<ConsoleUser>[] {
  const planOptions = (user: ConsoleUser) => {
    const options = state.plans.map((plan) => ({
      value: plan.code,
      label: planText(plan.code, plan.label),
    }));
    // A code the deployment no longer sells (M with MOCK_PAID_PLANS=P) still shows as it is.
    return options.some((option) => option.value === user.plano)
      ? options
      : [...options, { value: user.plano, label: user.plano }];
  };
  const globals = new Set(state.globalScenarios);
  return [
    {
      id: 'user',
      header: 'Usuário',
      cell: (user) => (
        <div className={styles.identity}>
          <strong>{user.email ?? '(sem e-mail)'}</strong>
          <span className={styles.muted}>
            uid <code className={styles.code}>{user.uid}</code>
          </span>
          <span className={styles.muted}>
            id no backend <code className={styles.code}>{user.userId}</code>
          </span>
        </div>
      ),
    },
    {
      id: 'plan',
      header: 'Plano',
      cell: (user) => (
        <Select
          label={<span className={styles.visuallyHidden}>Plano de {userName(user)}</span>}
          options={planOptions(user)}
          value={user.plano}
          onValueChange={(plano) =>
            onChange({
              method: 'PUT',
              path: `/api/users/${encodeURIComponent(user.userId)}/plan`,
              body: { plano },
            })
          }
        />
      ),
    },
    {
      id: 'searches',
      header: 'Pesquisas',
      cell: (user) => (
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
      ),
    },
    {
      id: 'lists',
      header: 'Listas',
      cell: (user) =>
        user.lists.length === 0 ? (
          <span className={styles.muted}>Nenhuma lista</span>
        ) : (
          <ul className={styles.plainList}>
            {user.lists.map((lista) => (
              <li key={lista.id}>
                {lista.descricao}{' '}
                <span className={styles.muted}>({companies(lista.companies)})</span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'radar',
      header: 'Radar',
      cell: (user) =>
        user.monitors.length === 0 ? (
          <span className={styles.muted}>Nenhum monitor</span>
        ) : (
          <ul className={styles.plainList}>
            {user.monitors.map((monitor, index) => (
              <li key={index}>
                {monitor.nome}{' '}
                <span className={styles.muted}>({formatInteger(monitor.novas)} novas)</span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'scenarios',
      header: 'Cenários ativos',
      cell: (user) => {
        const everyone = [...globals].filter((name) => !user.scenarios.includes(name));
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
      },
    },
    {
      id: 'latency',
      header: 'Latência',
      cell: (user) =>
        user.latencyMs === null ? (
          <span className={styles.muted}>a de todos ({formatInteger(state.latencyMs)} ms)</span>
        ) : (
          `${formatInteger(user.latencyMs)} ms`
        ),
    },
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
