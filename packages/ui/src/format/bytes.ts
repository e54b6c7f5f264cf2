import { formatPtBrNumber } from '@cnpj/domain';

// A download's size, shown only while a long operation runs (docs/product.md#search "Long
// operations"), written out in pt-BR like every number (decision 027: no ICU start-up).

/** 3_355_443 -> "3,4 MB", 20_480 -> "20 kB": a download's size as people read it (decimal units, as browsers show them). */
export function formatBytes(bytes: number): string {
  return bytes >= 1_000_000
    ? `${formatPtBrNumber(bytes / 1_000_000, 1, 1)}\u00a0MB`
    : `${formatPtBrNumber(Math.max(0, bytes) / 1_000, 0)}\u00a0kB`;
}
