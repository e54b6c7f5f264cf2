import { nextListSnapshot, type EmpresaResumo } from '@cnpj/domain';
import { describe, expect, it } from 'vitest';
import { userKey } from '../../shared/services/persisted-state';
import { sessionStore } from '../../shared/services/session-store';
import { listSnapshotsState } from './list-snapshots';

const row = {
  cnpj: '11222333000181',
  razao_social: 'PADARIA BOM PAO LTDA',
  nome_fantasia: null,
  situacao_cadastral: '02',
  logradouro: 'RUA DAS FLORES',
  numero: '12',
  bairro: 'CENTRO',
  municipio: 'CAMPINAS',
  uf: 'SP',
  cep: '13010000',
  email: null,
  ddd1: '19',
  fone1: '32345678',
  ddd2: null,
  fone2: null,
  ddd_fax: null,
  fax: null,
} as unknown as EmpresaResumo;

const snapshot = nextListSnapshot(undefined, '2026-10-31', { total: 1, rows: [row] });

describe("the lists' snapshots kept in this browser (decision 056)", () => {
  it("keeps a user's snapshots under that user: another user on this browser starts afresh", () => {
    sessionStore.setUserId('u-ana');
    listSnapshotsState.write({ '7': snapshot });
    expect(JSON.parse(localStorage.getItem(userKey('u-ana', 'radarListSnapshots'))!)).toEqual({
      '7': snapshot,
    });

    sessionStore.setUserId('u-bruno');
    expect(listSnapshotsState.read()).toEqual({});

    sessionStore.setUserId('u-ana');
    expect(listSnapshotsState.read()).toEqual({ '7': snapshot });
  });

  it('reads an unreadable list as never read, keeping the others', () => {
    sessionStore.setUserId('u-ana');
    localStorage.setItem(
      userKey('u-ana', 'radarListSnapshots'),
      JSON.stringify({ '7': snapshot, '8': { release: 'ontem' } }),
    );
    expect(listSnapshotsState.read()).toEqual({ '7': snapshot });
  });
});
