import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { formatInteger } from '../../format/numbers';
import { Button } from '../Button';
import styles from './Pagination.module.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Total pages (docs/product.md#states-and-transitions: ceil(total / 50)). */
  pageCount: number;
  /** Called with the page the user asked for; the parent decides (e.g. the free-plan alert of docs/product.md#plans-and-permissions). */
  onPageChange: (page: number) => void;
  /** Disables every control, e.g. while a page loads. */
  disabled?: boolean;
  /** Names the navigation landmark; give each a distinct name when a page has two (top and bottom). */
  label?: string;
  className?: string;
}

/**
 * docs/product.md#screens-and-routes paging: first, "Anterior", "Página N de M", "Próxima", last; ends are disabled.
 * It never wraps: in a narrow container (a phone) "Anterior" and "Próxima" keep their names but show
 * only their arrows, so the pager stays on one line.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  disabled = false,
  label = 'Paginação',
  className,
}: PaginationProps) {
  const last = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), last);
  const atStart = disabled || current <= 1;
  const atEnd = disabled || current >= last;
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')}>
      <nav aria-label={label} className={styles.pagination}>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Primeira página"
          disabled={atStart}
          onClick={() => onPageChange(1)}
        >
          <ChevronsLeft aria-hidden="true" size={16} />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={atStart}
          onClick={() => onPageChange(current - 1)}
        >
          <ChevronLeft aria-hidden="true" size={16} />
          <span className={styles.label}>Anterior</span>
        </Button>
        <span className={styles.status} aria-live="polite">
          Página {formatInteger(current)} de {formatInteger(last)}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={atEnd}
          onClick={() => onPageChange(current + 1)}
        >
          <span className={styles.label}>Próxima</span>
          <ChevronRight aria-hidden="true" size={16} />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Última página"
          disabled={atEnd}
          onClick={() => onPageChange(last)}
        >
          <ChevronsRight aria-hidden="true" size={16} />
        </Button>
      </nav>
    </div>
  );
}
