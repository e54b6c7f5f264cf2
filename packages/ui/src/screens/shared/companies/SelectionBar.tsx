import { ListPlus, X } from 'lucide-react';
import { Button } from '../../../components/Button';
import { formatCount } from '../../../format/numbers';
import styles from './SelectionBar.module.css';

/** Props of {@link SelectionBar}. */
export interface SelectionBarProps {
  count: number;
  onAddToList: () => void;
  onClear: () => void;
}

/** "1 empresa selecionada" / "3 empresas selecionadas". */
export function selectionSummary(count: number): string {
  return formatCount(count, { one: 'empresa selecionada', other: 'empresas selecionadas' });
}

/** docs/product.md#screens-and-routes: with rows selected, the count with "Adicionar à lista" and "Limpar seleção". */
export function SelectionBar({ count, onAddToList, onClear }: SelectionBarProps) {
  return (
    <section className={styles.bar} aria-label="Seleção">
      <p className={styles.count} aria-live="polite">
        {selectionSummary(count)}
      </p>
      <div className={styles.actions}>
        <Button size="sm" icon={<ListPlus size={16} />} onClick={onAddToList}>
          Adicionar à lista
        </Button>
        <Button variant="ghost" size="sm" icon={<X size={16} />} onClick={onClear}>
          Limpar seleção
        </Button>
      </div>
    </section>
  );
}
