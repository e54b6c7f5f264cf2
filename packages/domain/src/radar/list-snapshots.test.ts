import { describe, expect, it } from 'vitest';
import type { EmpresaResumo } from '../types';
import { companyChanges } from './changes';
import {
  LIST_SNAPSHOT_ROWS,
  nextListSnapshot,
  nextListSnapshots,
  readListSnapshot,
  snapshotDue,
  type ListSnapshot,
} from './list-snapshots';
import { comparedHereText, listReadBoundText } from './texts';

const company = (cnpj: string, changes: Partial<EmpresaResumo> = {}) =>
  ({
    cnpj,
    razao_social: `EMPRESA ${cnpj} LTDA`,
    nome_fantasia: null,
    situacao_cadastral: '02',
    logradouro: 'RUA DAS FLORES',
    numero: '12',
    bairro: 'CENTRO',
    municipio: 'CAMPINAS',
    uf: 'SP',
    cep: '13010000',
    email: 'contato@empresa.com.br',
    ddd1: '19',
    fone1: '32345678',
    ddd2: null,
    fone2: null,
    ddd_fax: null,
    fax: null,
    ...changes,
  }) as unknown as EmpresaResumo;

const [a, b] = [company('11222333000181'), company('99888777000166')];

describe('a list compared in this browser, release by release', () => {
  it('first keeps what the list has, telling nothing, and is due again only at a newer release', () => {
    const first = nextListSnapshot(undefined, '2026-10-31', { total: 2, rows: [a, b] });
    expect(first.since).toBeNull();
    expect(first.changes).toEqual([]);
    expect(first.companies.map((c) => c.cnpj)).toEqual([a.cnpj, b.cnpj]);
    expect(snapshotDue(undefined, '2026-10-31')).toBe(true);
    expect(snapshotDue(first, '2026-10-31')).toBe(false);
    expect(snapshotDue(first, '2026-11-30')).toBe(true);
    // Read again at the same release: the kept reading stays, so its changes are not lost.
    expect(nextListSnapshot(first, '2026-10-31', { total: 0, rows: [] })).toBe(first);
  });

  it('tells at the next release what changed since the kept reading, by the same rule as the backend, and keeps the new reading', () => {
    const first = nextListSnapshot(undefined, '2026-10-31', { total: 2, rows: [a, b] });
    const later = [
      company(a.cnpj, { situacao_cadastral: '08', cep: '13020000' }),
      company(b.cnpj, { ddd1: null, fone1: null, email: null }),
      company('12ABC34501DE35'),
    ];
    const next = nextListSnapshot(first, '2026-11-30', { total: 3, rows: later });
    expect(next.since).toBe('2026-10-31');
    expect(next.release).toBe('2026-11-30');
    const rule = [...companyChanges(a, later[0]!), ...companyChanges(b, later[1]!)].map(
      (change) => ({ ...change, base: '2026-11-30' }),
    );
    expect(next.changes).toEqual(rule);
    expect(next.changes.map((c) => c.tipo)).toEqual([
      'situacao',
      'endereco_novo',
      'telefone_removido',
      'email_removido',
    ]);
    // The company added meanwhile has nothing to compare yet; it is kept for the next release.
    expect(next.companies.map((c) => c.cnpj)).toContain('12ABC34501DE35');
    const after = nextListSnapshot(next, '2026-12-31', { total: 3, rows: later });
    expect(after.changes).toEqual([]);
    expect(after.since).toBe('2026-11-30');
  });

  it('keeps at most one reading of a large list and says how much of it was compared', () => {
    const rows = Array.from({ length: LIST_SNAPSHOT_ROWS + 5 }, (_, i) =>
      company(String(10_000_000_000_000 + i)),
    );
    const kept = nextListSnapshot(undefined, '2026-10-31', { total: 1340, rows });
    expect(kept.companies).toHaveLength(LIST_SNAPSHOT_ROWS);
    expect(kept.total).toBe(1340);
    expect(listReadBoundText(kept.companies.length, kept.total)).toBe(
      'Lidas as primeiras 250 de 1.340 empresas desta lista; as outras não foram comparadas.',
    );
    expect(listReadBoundText(6, 6)).toBeNull();
    expect(comparedHereText('2026-10-31')).toBe(
      'Comparado neste navegador com o que você viu na base de 31/10/2026.',
    );
  });

  it('reads a stored snapshot back, and anything else as absent', () => {
    const first = nextListSnapshot(undefined, '2026-10-31', { total: 1, rows: [a] });
    const next = nextListSnapshot(first, '2026-11-30', {
      total: 1,
      rows: [company(a.cnpj, { situacao_cadastral: '04' })],
    });
    const stored: unknown = JSON.parse(JSON.stringify(next));
    expect(readListSnapshot(stored)).toEqual(next);
    const broken = (change: Partial<ListSnapshot>) => readListSnapshot({ ...next, ...change });
    expect(broken({ release: '30/11/2026' })).toBeUndefined();
    expect(broken({ companies: [{ cnpj: a.cnpj }] as never })).toBeUndefined();
    expect(broken({ changes: [{ ...next.changes[0]!, tipo: 'outra' as never }] })).toBeUndefined();
    expect(readListSnapshot('x')).toBeUndefined();
  });
});

describe("a user's lists' snapshots", () => {
  const first = nextListSnapshot(undefined, '2026-10-31', { total: 1, rows: [a] });
  const changedA = company(a.cnpj, { email: 'novo@empresa.com.br' });

  it('compares each list read at a newer release, leaves a late answer of an older one alone, and forgets deleted lists', () => {
    const kept = { '1': first, '2': first };
    const next = nextListSnapshots(
      kept,
      '2026-11-30',
      [
        { listId: 1, reading: { total: 1, rows: [changedA] } },
        { listId: 3, reading: { total: 1, rows: [b] } },
      ],
      [1, 3],
    );
    expect(Object.keys(next).sort()).toEqual(['1', '3']);
    expect(next['1']!.changes.map((c) => [c.tipo, c.depois])).toEqual([
      ['email_novo', 'novo@empresa.com.br'],
    ]);
    expect(next['3']!.since).toBeNull();
    // The same reading answered again once kept changes nothing: the kept object comes back.
    const again = nextListSnapshots(
      next,
      '2026-11-30',
      [{ listId: 1, reading: { total: 1, rows: [a] } }],
      [1, 3],
    );
    expect(again).toBe(next);
  });
});
