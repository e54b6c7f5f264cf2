import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FiltersInWords } from '../../shared/radar';
import type { RadarMonitorItem } from '../types';
import { MonitorStatus } from './MonitorStatus';
import { RenameForm } from './RenameForm';
import styles from './MonitorItem.module.css';

/** What can be done to a monitor from the list. */
export interface MonitorActions {
  onOpen: (monitorId: string) => void;
  onRename: (monitorId: string, name: string) => void;
  onPausedChange: (monitorId: string, paused: boolean) => void;
  onRemove: (monitorId: string) => void;
  onRetryCheck: (monitorId: string) => void;
}

/** Props of {@link MonitorItem}. */
export interface MonitorItemProps extends MonitorActions {
  item: RadarMonitorItem;
  takenNames: readonly string[];
}

/**
 * One monitor on the Radar page (docs/product.md#radar): its name, its filters in words, where it
 * stands, and "Ver empresas novas", "Renomear", "Pausar" or "Retomar", and "Remover" after a
 * confirmation (the queue goes with it).
 */
export function MonitorItem({ item, takenNames, ...actions }: MonitorItemProps) {
  const { monitor } = item;
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={styles.item} aria-label={monitor.nome}>
      {renaming ? (
        <RenameForm
          current={monitor.nome}
          takenNames={takenNames}
          onCancel={() => setRenaming(false)}
          onRename={(name) => {
            actions.onRename(monitor.id, name);
            setRenaming(false);
          }}
        />
      ) : (
        <h2 className={styles.name}>{monitor.nome}</h2>
      )}
      <FiltersInWords filters={item.filters} label={`Filtros de ${monitor.nome}`} />
      <MonitorStatus item={item} onRetryCheck={actions.onRetryCheck} />
      <div className={styles.actions}>
        {monitor.novas > 0 && (
          <Button size="sm" onClick={() => actions.onOpen(monitor.id)}>
            Ver empresas novas
          </Button>
        )}
        {!renaming && (
          <Button size="sm" variant="secondary" onClick={() => setRenaming(true)}>
            Renomear
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => actions.onPausedChange(monitor.id, !monitor.pausado)}
        >
          {monitor.pausado ? 'Retomar' : 'Pausar'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Remover
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remover monitor?"
        message={`O monitor '${monitor.nome}' e as empresas na fila dele deixam de aparecer no Radar.`}
        confirmLabel="Remover"
        confirmVariant="danger"
        onConfirm={() => actions.onRemove(monitor.id)}
      />
    </li>
  );
}
