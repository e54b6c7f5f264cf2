// Scenarios grouped by screen, each with what it does and what the app shows while it is on; searchable,
// and set for everyone or for one user (docs/product.md#errors).
import { searchKey } from '@cnpj/domain';
import { Badge } from '@cnpj/ui/components/Badge';
import { Card } from '@cnpj/ui/components/Card';
import { Select } from '@cnpj/ui/components/Select';
import { Switch } from '@cnpj/ui/components/Switch';
import { TextField } from '@cnpj/ui/components/TextField';
import { useState } from 'react';
import type { Change, ConsoleState, ConsoleUser, ScenarioInfo } from '../api.ts';
import styles from '../console.module.css';
import { userName } from '../format.ts';
import { useUserScope } from './use-user-scope.ts';

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

/** The groups with the scenarios that match the query, leaving out groups with none. */
function matchingGroups(state: ConsoleState, query: string) {
  const key = searchKey(query);
  return state.groups
    .map((group) => ({
      ...group,
      items: state.scenarios.filter((s) => s.group === group.id && matches(s, group.title, key)),
    }))
    .filter((group) => group.items.length > 0);
}

/** How many scenarios are on, and for whom. */
function ActiveCount({ count, user }: { count: number; user: ConsoleUser | undefined }) {
  return (
    <p className={styles.muted} role="status">
      {count === 0
        ? 'Nenhum cenário ativo'
        : `${count} ${count === 1 ? 'cenário ativo' : 'cenários ativos'}`}{' '}
      {user ? `para ${userName(user)}` : 'para todos os usuários'}.
    </p>
  );
}

interface ScenarioItemProps {
  scenario: ScenarioInfo;
  checked: boolean;
  /** On for everyone while one user's scenarios are shown. */
  onForEveryone: boolean;
  onToggle: (name: string, on: boolean) => void;
}

/** One scenario: its switch, what the app does while it is on and the messages it shows. */
function ScenarioItem({ scenario, checked, onForEveryone, onToggle }: ScenarioItemProps) {
  return (
    <li className={styles.scenario}>
      <Switch
        label={
          <>
            <code className={styles.code}>{scenario.name}</code> {scenario.description}
          </>
        }
        checked={checked}
        onCheckedChange={(on) => onToggle(scenario.name, on)}
      />
      {onForEveryone && <Badge variant="warning">ativo para todos</Badge>}
      <p className={styles.effect}>
        <span className={styles.effectLabel}>No app:</span> {scenario.effect.behaviour}
      </p>
      {scenario.effect.messages.map((message) => (
        <p key={message} className={styles.message}>
          <q>{message}</q>
        </p>
      ))}
    </li>
  );
}

/** The scenarios card. */
export function ScenariosPanel({ state, onChange }: ScenariosPanelProps) {
  const [query, setQuery] = useState('');
  const { user, select } = useUserScope(state.users);
  const active = new Set(user ? user.scenarios : state.globalScenarios);
  const globallyActive = new Set(state.globalScenarios);
  const groups = matchingGroups(state, query);
  const toggle = (name: string, on: boolean) =>
    onChange({
      method: 'PUT',
      path: `/api/scenarios/${name}`,
      body: { active: on, userId: user?.userId },
    });

  return (
    <Card id="cenarios" title="Cenários" aria-label="Cenários" className={styles.section}>
      <div className={styles.toolbar}>
        <TextField
          label="Buscar cenário"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Select label="Aplicar a" {...select} />
      </div>
      <ActiveCount count={active.size} user={user} />
      {groups.length === 0 && <p>Nenhum cenário encontrado.</p>}
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`grupo-${group.id}`} className={styles.group}>
            <h3 id={`grupo-${group.id}`}>{group.title}</h3>
            <ul className={styles.scenarios}>
              {group.items.map((scenario) => (
                <ScenarioItem
                  key={scenario.name}
                  scenario={scenario}
                  checked={active.has(scenario.name)}
                  onForEveryone={user !== undefined && globallyActive.has(scenario.name)}
                  onToggle={toggle}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
