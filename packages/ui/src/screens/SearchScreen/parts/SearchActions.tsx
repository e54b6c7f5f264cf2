// The form's actions line. The search screen redraws on each step of a search (pending, the address,
// the page); the React Compiler keeps this line, its icons included, as it was (decision 062).
import { ChevronUp, Eraser, FileSpreadsheet, Search } from 'lucide-react';
import { Button } from '../../../components/Button';
import { SourceLine } from '../../../components/SourceLine';
import { CrmExportButton } from '../../shared/CrmExportButton';
import styles from '../SearchScreen.module.css';

/** Props of {@link SearchActions}. */
export interface SearchActionsProps {
  /** "Fonte: Receita Federal (dados abertos), base de ..."; null hides it. */
  sourceLine?: string | null;
  /** Folds the open form above results; omitted, "Recolher filtros" is not shown. */
  onCollapse?: () => void;
  onClear: () => void;
  onExport: () => void;
  exporting?: boolean;
  /** Omitted, "Exportar para CRM" is not shown. */
  onExportToCrm?: () => void;
  exportingToCrm?: boolean;
}

/** The source line, "Recolher filtros", "Limpar Filtros", "Excel", the CRM export and "Pesquisar" (submits the form). */
export function SearchActions(props: SearchActionsProps) {
  return (
    <div className={styles.actions}>
      {/* On the actions' line, so it costs the results no height (the compact view's 15 rows). */}
      <SourceLine text={props.sourceLine} className={styles.sourceLine} />
      {props.onCollapse && (
        <Button
          variant="ghost"
          icon={<ChevronUp size={16} />}
          aria-expanded
          onClick={props.onCollapse}
        >
          Recolher filtros
        </Button>
      )}
      <Button variant="ghost" icon={<Eraser size={16} />} onClick={props.onClear}>
        Limpar Filtros
      </Button>
      <Button
        variant="secondary"
        icon={<FileSpreadsheet size={16} />}
        busy={props.exporting}
        onClick={props.onExport}
      >
        Excel
      </Button>
      {props.onExportToCrm && (
        <CrmExportButton onClick={props.onExportToCrm} busy={props.exportingToCrm} />
      )}
      <Button type="submit" icon={<Search size={16} />}>
        Pesquisar
      </Button>
    </div>
  );
}
