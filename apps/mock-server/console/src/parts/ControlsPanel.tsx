// The mock's run-time controls: the register's next release (for the Radar), the access token's lifetime,
// latency for everyone or one user, and a reset of everything (confirmed first).
import { Button } from '@cnpj/ui/components/Button';
import { Card } from '@cnpj/ui/components/Card';
import { ConfirmDialog } from '@cnpj/ui/components/ConfirmDialog';
import { Select } from '@cnpj/ui/components/Select';
import { TextField } from '@cnpj/ui/components/TextField';
import { useState, type FormEvent } from 'react';
import type { Change, ConsoleState } from '../api.ts';
import styles from '../console.module.css';
import { isoToBrDate } from '@cnpj/domain';
import { useUserScope } from './use-user-scope.ts';

/** Props of {@link ControlsPanel}. */
export interface ControlsPanelProps {
  state: ConsoleState;
  onChange: (change: Change) => void;
}

/** The number typed in a form's field `name`. */
const typed = (event: FormEvent<HTMLFormElement>, name: string): number =>
  Number(new FormData(event.currentTarget).get(name));

/** The register's releases, and a button that publishes the next one (for the Radar). */
function ReleaseControl({ state, onChange }: ControlsPanelProps) {
  return (
    <div className={styles.inline}>
      <p>
        Base atual: {isoToBrDate(state.releases.at(-1))} (bases:{' '}
        {state.releases.map((release) => isoToBrDate(release)).join(', ')})
      </p>
      <Button
        variant="secondary"
        onClick={() => onChange({ method: 'POST', path: '/api/release' })}
      >
        Publicar nova base
      </Button>
    </div>
  );
}

/** The access token's lifetime. */
function TokenTtlForm({ state, onChange }: ControlsPanelProps) {
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ method: 'PUT', path: '/api/token-ttl', body: { seconds: typed(event, 'seconds') } });
  };
  return (
    // key: a new value from the mock (another tab, a reset) replaces what the field shows.
    <form key={`ttl-${state.tokenTtlSeconds}`} className={styles.inline} onSubmit={save}>
      <TextField
        label="Validade do token de acesso (segundos)"
        name="seconds"
        type="number"
        min={1}
        required
        defaultValue={state.tokenTtlSeconds}
      />
      <Button type="submit" variant="secondary">
        Salvar validade
      </Button>
    </form>
  );
}

/** The delay of every answer, for everyone or for one user (who may go back to everyone's). */
function LatencyForm({ state, onChange }: ControlsPanelProps) {
  const { scope, user, select } = useUserScope(state.users);
  const latency = user ? (user.latencyMs ?? state.latencyMs) : state.latencyMs;
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({
      method: 'PUT',
      path: '/api/latency',
      body: { ms: typed(event, 'ms'), userId: user?.userId },
    });
  };
  return (
    <form key={`latency-${scope}-${latency}`} className={styles.inline} onSubmit={save}>
      <Select label="Latência para" {...select} />
      <TextField
        label="Atraso de cada resposta (ms)"
        name="ms"
        type="number"
        min={0}
        max={60000}
        required
        defaultValue={latency}
      />
      <Button type="submit" variant="secondary">
        Aplicar latência
      </Button>
      {user && user.latencyMs !== null && (
        <Button
          type="button"
          variant="ghost"
          onClick={() =>
            onChange({
              method: 'PUT',
              path: '/api/latency',
              body: { ms: null, userId: user.userId },
            })
          }
        >
          Usar a de todos
        </Button>
      )}
    </form>
  );
}

/** Resets everything, once confirmed (the dialog opens in a portal, outside the card). */
function ResetControl({ onChange }: Pick<ControlsPanelProps, 'onChange'>) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Resetar tudo
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Resetar o mock?"
        message="Apaga usuários, listas, pesquisas, monitores do Radar, bases publicadas, cenários e latência. A validade do token e o registro de requisições ficam como estão."
        confirmLabel="Resetar"
        confirmVariant="danger"
        onConfirm={() => onChange({ method: 'POST', path: '/api/reset' })}
      />
    </div>
  );
}

/** The controls card. */
export function ControlsPanel({ state, onChange }: ControlsPanelProps) {
  return (
    <Card id="controles" title="Controles" aria-label="Controles" className={styles.section}>
      <div className={styles.controls}>
        <ReleaseControl state={state} onChange={onChange} />
        <TokenTtlForm state={state} onChange={onChange} />
        <LatencyForm state={state} onChange={onChange} />
        <ResetControl onChange={onChange} />
      </div>
    </Card>
  );
}
