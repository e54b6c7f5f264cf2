import { lazyFormat } from './lazy';

// A download's size, shown only while a long operation runs (docs/product.md#search "Long
// operations"). Intl's unit formats, built on first use; kept apart from the counts in numbers.ts
// so the pages that only count never load them (performance budget).
const megabyteFormat = lazyFormat(
  () =>
    new Intl.NumberFormat('pt-BR', {
      style: 'unit',
      unit: 'megabyte',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);
const kilobyteFormat = lazyFormat(
  () =>
    new Intl.NumberFormat('pt-BR', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
);

/** 3_355_443 -> "3,2 MB", 20_480 -> "20 kB": a download's size as people read it (decimal units, as browsers show them). */
export function formatBytes(bytes: number): string {
  return bytes >= 1_000_000
    ? megabyteFormat().format(bytes / 1_000_000)
    : kilobyteFormat().format(Math.max(0, bytes) / 1_000);
}
