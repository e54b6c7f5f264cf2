// Scenarios grouped by screen, each with what it does and what the app shows while it is on; searchable,
// and set for everyone or for one user (docs/product.md#errors).
import { searchKey } from '@cnpj/domain';
import { Badge } from '@cnpj/ui/components/Badge';
import { Card } from '@cnpj/ui/components/Card';
import { Select } from '@cnpj/ui/components/Select';
import { Switch } from '@cnpj/ui/components/Switch';
import { TextField } from '@cnpj/ui/components/TextField';
import { useState } from 'react';
import type { Change, ConsoleState, ScenarioInfo } from '../api.ts';
import styles from '../console.module.css';
import { userName } from '../format.ts';

const EVERYONE = 'all';

/** Props of {@link ScenariosPanel}. */
export interface ScenariosPanelProps {
  state: ConsoleState;
  onChange: (change: Change) => void;
}

function matches(scenario: ScenarioInfo, groupTitle: string, query: string): boolean {
  const { name, description, effect } = scenario;
  return searchKey(
    [name, groupTitle, description, effect.behaviour, ...effect.messages].join(' '),
  ).includes(query);
}

/** The scenarios card. */
export function ScenariosPanel({ state, onChange }: ScenariosPanelProps) {
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState(EVERYONE);
  const user = state.users.find((candidate) => candidate.userId === scope);
  const active = new Set(user ? user.scenarios : state.globalScenarios);
  const globallyActive = new Set(state.globalScenarios);
  const key = searchKey(query);
  const groups = state.groups
    .map((group) => ({
      ...group,
      items: state.scenarios.filter((s) => s.group === group.id && matches(s, group.title, key)),
    }))
    .filter((group) => group.items.length > 0);
  const toggle = (name: string, on: boolean) =>
    onChange({
      method: 'PUT',
      path: `/api/scenarios/${name}`,
      body: { active: on, userId: user?.userId },
    });
  const scopes = [
    { value: EVERYONE, label: 'Todos os usuários' },
    ...state.users.map((u) => ({ value: u.userId, label: userName(u) })),
  ];

  return (
    <Card id="cenarios" title="Cenários" aria-label="Cenários" className={styles.section}>
      <div className={styles.toolbar}>
        <TextField
          label="Buscar cenário"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select
          label="Aplicar a"
          options={scopes}
          value={user ? scope : EVERYONE}
          onValueChange={setScope}
        />
      </div>
      <p className={styles.muted} role="status">
        {active.size === 0
          ? 'Nenhum cenário ativo'
          : `${active.size} ${active.size === 1 ? 'cenário ativo' : 'cenários ativos'}`}{' '}
        {user ? `para ${userName(user)}` : 'para todos os usuários'}.
      </p>
      {groups.length === 0 && <p>Nenhum cenário encontrado.</p>}
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`grupo-${group.id}`} className={styles.group}>
            <h3 id={`grupo-${group.id}`}>{group.title}</h3>
            <ul className={styles.scenarios}>
              {group.items.map((scenario) => (
                <li key={scenario.name} className={styles.scenario}>
                  <Switch
                    label={
                      <>
                        <code className={styles.code}>{scenario.name}</code> {scenario.description}
                      </>
                    }
                    checked={active.has(scenario.name)}
                    onCheckedChange={(on) => toggle(scenario.name, on)}
                  />
                  {user && globallyActive.has(scenario.name) && (
                    <Badge variant="warning">ativo para todos</Badge>
                  )}
                  <p className={styles.effect}>
                    <span className={styles.effectLabel}>No app:</span> {scenario.effect.behaviour}
                  </p>
                  {scenario.effect.messages.map((message) => (
                    <p key={message} className={styles.message}>
                      <q>{message}</q>
                    </p>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
