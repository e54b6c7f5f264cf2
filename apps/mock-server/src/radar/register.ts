// The register's releases (docs/product.md#radar): the mock starts with three monthly releases, the
// last one the date GET /api/atualizacao answers, and QA publishes the next from /__mock. A new release
// moves the update date to the next month's last day, lets the search find companies opened up to it
// (their rows are drawn like any other), and changes a few companies already on users' lists, so the
// Radar's queue fills and its list changes appear. Every change is kept with the release that brought
// it, so a company can be read as any release had it.
import type { EmpresaDetalhe } from '@cnpj/domain';
import { DATA_DATE } from '../search/ranges.ts';

/** The releases the mock starts with, oldest first (the last is DATA_DATE). */
export const INITIAL_RELEASES: readonly string[] = ['2026-08-31', '2026-09-30', DATA_DATE];

/** What a release changed in one company. */
export type CompanyPatch = Partial<
  Pick<
    EmpresaDetalhe,
    | 'situacao_cadastral'
    | 'data_situacao_cadastral'
    | 'ddd1'
    | 'fone1'
    | 'ddd2'
    | 'fone2'
    | 'email'
    | 'logradouro'
    | 'numero'
    | 'bairro'
    | 'cep'
  >
>;

/** The last day of the month after `date`'s: 2026-10-31 -> 2026-11-30, 2027-01-31 -> 2027-02-28. */
export function nextMonthEnd(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  // Day 0 of the month after next is the last day of next month.
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
}

/** The register's releases and what each changed. */
export class Register {
  releases: string[] = [...INITIAL_RELEASES];
  /** Per CNPJ, the patches of the releases that changed it, oldest first. */
  private changes = new Map<string, { release: string; patch: CompanyPatch }[]>();

  /** The release GET /api/atualizacao names. */
  current(): string {
    return this.releases.at(-1) ?? DATA_DATE;
  }

  /** Adds the next monthly release and answers its date. */
  publish(): string {
    const release = nextMonthEnd(this.current());
    this.releases.push(release);
    return release;
  }

  /** Records what `release` changed in a company. */
  change(cnpj: string, release: string, patch: CompanyPatch): void {
    const list = this.changes.get(cnpj) ?? [];
    list.push({ release, patch });
    this.changes.set(cnpj, list);
  }

  /** The company as `release` (by default the current one) has it. */
  asOf<T extends EmpresaDetalhe>(company: T, release: string = this.current()): T {
    const patches = this.changes.get(company.cnpj);
    if (!patches) return company;
    return patches
      .filter((entry) => entry.release <= release)
      .reduce((state, entry) => ({ ...state, ...entry.patch }), company);
  }

  /** The release each change of a company came with, after `since`. */
  changedAfter(cnpj: string, since: string): string[] {
    return (this.changes.get(cnpj) ?? [])
      .filter((entry) => entry.release > since && entry.release <= this.current())
      .map((entry) => entry.release);
  }

  /** Back to the three starting releases, nothing changed. */
  reset(): void {
    this.releases = [...INITIAL_RELEASES];
    this.changes.clear();
  }
}
