import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button } from '../../../components/Button';
import styles from './ResultsHeader.module.css';

/** Props of {@link Pager}. */
export interface PagerProps {
  page: number;
  pageCount: number;
  /** Asks for a page (1-based); the screen decides whether the plan allows it. */
  onPageChange: (page: number) => void;
}

/** SPEC §2 paging: first, "Anterior", "Página N de M", "Próxima", last; local until the kit's Pagination lands. */
export function Pager({ page, pageCount, onPageChange }: PagerProps) {
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  return (
    <nav className={styles.pager} aria-label="Paginação">
      <Button variant="ghost" size="sm" aria-label="Primeira página" disabled={atFirst} onClick={() => onPageChange(1)}>
        <ChevronsLeft size={16} aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="sm" icon={<ChevronLeft size={16} />} disabled={atFirst} onClick={() => onPageChange(page - 1)}>
        Anterior
      </Button>
      <span className={styles.pageLabel} aria-current="page">
        Página {page} de {pageCount}
      </span>
      <Button variant="ghost" size="sm" disabled={atLast} onClick={() => onPageChange(page + 1)}>
        Próxima
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="sm" aria-label="Última página" disabled={atLast} onClick={() => onPageChange(pageCount)}>
        <ChevronsRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
