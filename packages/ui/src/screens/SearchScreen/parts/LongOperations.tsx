// docs/product.md#search "Long operations": loading every result for "Enviar todos para lista" and downloading the
// Excel file say how far they are and can be stopped; sending more results than a list takes asks first.
import { X } from 'lucide-react';
import { sendAllConfirmation as confirmationText } from '@cnpj/domain';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatBytes } from '../../../format/bytes';
import styles from './LongOperations.module.css';

/** A long answer under way: which one, and how many bytes of how many (null: unknown). */
export interface Transfer {
  kind: 'export' | 'sendAll';
  received: number;
  expected: number | null;
}

/** What each kind of transfer is called while it runs. */
export const TRANSFER_LABELS: Record<Transfer['kind'], string> = {
  export: 'Baixando a planilha do Excel',
  sendAll: 'Carregando todos os resultados',
};

/** "1,2 MB de 3,4 MB (35%)", or "1,2 MB recebidos" when the size is unknown. */
export function transferText({ received, expected }: Transfer): string {
  if (expected === null) return `${formatBytes(received)} recebidos`;
  return `${formatBytes(received)} de ${formatBytes(expected)} (${Math.floor((received / expected) * 100)}%)`;
}

/** Props of {@link LongOperations}. */
export interface LongOperationsProps {
  transfers: readonly Transfer[];
  onCancelTransfer: (kind: Transfer['kind']) => void;
  /** Set when "Enviar todos para lista" above 65.535 results awaits confirmation. */
  /** The total to send, and whether the form differs from the search shown. */
  sendAllConfirmation: { total: number; stale?: boolean } | null;
  onConfirmSendAll: () => void;
  onCancelSendAll: () => void;
}

/** One panel per transfer, pinned to the bottom of the window so it stays in view while scrolling. */
export function LongOperations({
  transfers,
  onCancelTransfer,
  sendAllConfirmation,
  onConfirmSendAll,
  onCancelSendAll,
}: LongOperationsProps) {
  return (
    <>
      {transfers.length > 0 && (
        <div className={styles.stack}>
          {transfers.map((transfer) => (
            <section
              key={transfer.kind}
              className={styles.panel}
              aria-label={TRANSFER_LABELS[transfer.kind]}
            >
              <p className={styles.title} role="status">
                {TRANSFER_LABELS[transfer.kind]}...
              </p>
              {/* Without a known size the bar is indeterminate (no value), as the platform draws it. */}
              <progress
                className={styles.bar}
                aria-label={TRANSFER_LABELS[transfer.kind]}
                max={transfer.expected ?? undefined}
                value={transfer.expected === null ? undefined : transfer.received}
              />
              <p className={styles.amount}>{transferText(transfer)}</p>
              <Button
                variant="ghost"
                size="sm"
                icon={<X size={16} />}
                onClick={() => onCancelTransfer(transfer.kind)}
              >
                Cancelar
              </Button>
            </section>
          ))}
        </div>
      )}
      {sendAllConfirmation !== null && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && onCancelSendAll()}
          title="Enviar todos para lista"
          message={confirmationText(sendAllConfirmation.total, sendAllConfirmation.stale === true)}
          confirmLabel="Enviar"
          onConfirm={onConfirmSendAll}
        />
      )}
    </>
  );
}
