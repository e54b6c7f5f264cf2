import type { KeyboardEvent } from 'react';
import type { SearchFilters } from '@cnpj/domain';

/** What every filter block receives: the filters and a patch callback. */
export interface FilterBlockProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}

/** Capital and revenue inputs show blank for 0, the "no bound" value (docs/product.md#validation: empty becomes 0). */
export const amountValue = (value: number): number | '' => (value === 0 ? '' : value);

/** Blocks typing that is not part of a non-negative amount ("e", "-", "+"), which number inputs allow. */
export function blockNonAmountKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (['e', 'E', '-', '+'].includes(event.key)) event.preventDefault();
}
