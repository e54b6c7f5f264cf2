// "Monitorar no Radar" (docs/product.md#radar "Monitoring a search"), from the search shown and from a
// saved search: a name for the monitor, checked before it is sent, and what will be watched in words.
// The name typed stays through a refused name, a failed call and a closed window; it goes only once
// the monitor exists and the window is closed.
import { RADAR_MONITOR_ACTION, RADAR_PATH } from '@cnpj/domain';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/Banner';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/TextField';
import { PlainLink, type LinkComponent } from '../link';
import { FiltersInWords, type FilterWords } from './FiltersInWords';
import { MONITOR_NAME_MAX, monitorNameError } from './monitor-name';
import { RadarFreePlan } from './RadarFreePlan';
import styles from './RadarMonitorDialog.module.css';

/** Where the monitor's creation stands. */
export type MonitorDialogStatus = 'idle' | 'saving' | 'failed' | 'created';

/** Said under the name when the search has no UF: it cannot run, so it cannot be watched. */
export const MONITOR_NEEDS_UF = 'Selecione uma UF para monitorar a pesquisa.';
/** Said when the monitor could not be created; the name stays in the field. */
export const MONITOR_CREATE_FAILED = 'Não foi possível criar o monitor. Tente novamente.';
/** Said once the monitor exists. */
export const MONITOR_CREATED =
  'Monitor criado. A cada atualização da base, as empresas novas desta pesquisa aparecem no Radar.';

/** Props of {@link RadarMonitorDialog}. */
export interface RadarMonitorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name offered at first: the saved search's name; blank for the search shown. */
  defaultName?: string;
  /** What will be watched, in the search summary's words. */
  filters?: readonly FilterWords[];
  /** False while the search has no UF. True by default. */
  canMonitor?: boolean;
  /** The user's monitors' names: a second monitor of the same name is refused. */
  takenNames?: readonly string[];
  status?: MonitorDialogStatus;
  /** A free user: the window tells what the Radar does and offers "Assinar" instead of the form. */
  freePlan?: boolean;
  /** Called with the trimmed name once it passes the rule. */
  onSubmit: (name: string) => void;
  /** Renders "Abrir o Radar" and "Assinar"; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** The "Monitorar no Radar" window. */
export function RadarMonitorDialog(props: RadarMonitorDialogProps) {
  const { open, onOpenChange, defaultName = '', status = 'idle' } = props;
  // null until the user types: the offered name then follows `defaultName`.
  const [typed, setTyped] = useState<string | null>(null);
  const name = typed ?? defaultName;

  function openChange(next: boolean) {
    if (!next && status === 'created') setTyped(null);
    onOpenChange(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={RADAR_MONITOR_ACTION}
      description="O Radar verifica esta pesquisa a cada atualização da base e mostra as empresas novas para você."
    >
      <DialogBody {...props} status={status} name={name} onNameChange={setTyped} />
    </Dialog>
  );
}

interface DialogBodyProps extends RadarMonitorDialogProps {
  status: MonitorDialogStatus;
  name: string;
  onNameChange: (name: string) => void;
}

function DialogBody(props: DialogBodyProps) {
  const { filters = [], status, freePlan = false, linkComponent: Link = PlainLink } = props;
  if (freePlan) return <RadarFreePlan linkComponent={Link} />;
  if (status === 'created')
    return (
      <div className={styles.done}>
        <Banner variant="success">{MONITOR_CREATED}</Banner>
        <Button asChild variant="secondary">
          <Link href={RADAR_PATH}>Abrir o Radar</Link>
        </Button>
      </div>
    );
  return (
    <>
      <div className={styles.filters}>
        <h3 className={styles.heading}>Filtros monitorados</h3>
        <FiltersInWords filters={filters} label="Filtros monitorados" />
      </div>
      <NameForm {...props} />
    </>
  );
}

function NameForm({
  name,
  onNameChange,
  canMonitor = true,
  takenNames,
  status,
  onSubmit,
}: DialogBodyProps) {
  // The rule speaks after the first try, not at every key pressed before it.
  const [tried, setTried] = useState(false);
  const error = tried ? monitorNameError(name, takenNames) : null;
  const saving = status === 'saving';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!canMonitor || saving || monitorNameError(name, takenNames) !== null) return;
    onSubmit(name.trim());
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Nome do monitor"
        value={name}
        maxLength={MONITOR_NAME_MAX}
        error={error}
        hint={canMonitor ? undefined : MONITOR_NEEDS_UF}
        onChange={(event) => onNameChange(event.target.value)}
      />
      {status === 'failed' && <Banner variant="error">{MONITOR_CREATE_FAILED}</Banner>}
      <Button type="submit" disabled={!canMonitor} busy={saving} busyLabel="Criando monitor…">
        Monitorar
      </Button>
    </form>
  );
}
