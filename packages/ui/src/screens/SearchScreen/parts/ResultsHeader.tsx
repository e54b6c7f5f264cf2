import { ListPlus } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Pagination } from '../../../components/Pagination';
import { formatResultsSummary } from '../../../format/numbers';
import { totalPages } from '@cnpj/domain';
import { ResultsDensityToggle, type ResultsDensity } from '../../shared/companies';
import styles from './ResultsHeader.module.css';

/** Props of {@link ResultsHeader}. */
export interface ResultsHeaderProps {
  total: number;
  page: number;
  /** Rows on this page (the X of "Exibindo X de Y resultados"). */
  shown: number;
  onPageChange: (page: number) => void;
  onSendAllToList: () => void;
  /** Every result is being loaded for the list. */
  sendingAll?: boolean;
  density: ResultsDensity;
  onDensityChange: (density: ResultsDensity) => void;
}

/** docs/product.md#screens-and-routes: "Exibindo X de Y resultados", the view (comfortable or compact), the pager and "Enviar todos para lista". */
export function ResultsHeader({
  total,
  page,
  shown,
  onPageChange,
  onSendAllToList,
  sendingAll = false,
  density,
  onDensityChange,
}: ResultsHeaderProps) {
  return (
    <div className={styles.header} data-hands-focus-to-results>
      <p className={styles.summary} aria-live="polite">
        {formatResultsSummary(shown, total)}
      </p>
      <ResultsDensityToggle density={density} onDensityChange={onDensityChange} />
      <Pagination
        className={styles.pager}
        page={page}
        pageCount={totalPages(total)}
        onPageChange={onPageChange}
      />
      <Button
        variant="secondary"
        size="sm"
        icon={<ListPlus size={16} />}
        busy={sendingAll}
        onClick={onSendAllToList}
      >
        Enviar todos para lista
      </Button>
    </div>
  );
}

/** Props of {@link ResultsFooter}. */
export type ResultsFooterProps = Pick<ResultsHeaderProps, 'total' | 'page' | 'onPageChange'>;

/** The pager again below the rows, so the next page is one click away after reading the last row. */
export function ResultsFooter({ total, page, onPageChange }: ResultsFooterProps) {
  return (
    <div className={styles.footer} data-hands-focus-to-results>
      <Pagination
        label="Paginação no fim dos resultados"
        page={page}
        pageCount={totalPages(total)}
        onPageChange={onPageChange}
      />
    </div>
  );
}
