// What the last action did, read out politely, with "Desfazer" (Z) where it changed something
// (docs/product.md#triage). The region is always there, so its first words are announced too.
import { triageKey } from '@cnpj/domain';
import type { TriageNotice } from '../types';
import { ActionButton } from './ActionBar';
import styles from './parts.module.css';

/** Props of {@link UndoNotice}. */
export interface UndoNoticeProps {
  notice: TriageNotice | null;
  onUndo: () => void;
}

/** "Empresa adicionada à lista "Padarias"." and "Desfazer". */
export function UndoNotice({ notice, onUndo }: UndoNoticeProps) {
  return (
    <div className={notice ? styles.notice : undefined} role="status">
      {notice && (
        <>
          <span>{notice.text}</span>
          {notice.undo && (
            <ActionButton action="undo" onPress={onUndo}>
              {triageKey('undo').label}
            </ActionButton>
          )}
        </>
      )}
    </div>
  );
}
