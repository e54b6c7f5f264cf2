// The file of the CNPJs without data (docs/product.md#bulk-cnpj-lookup): every invalid one, an
// alphanumeric one too, with its reason.
import { CNPJ_INVALID_MESSAGE, CNPJ_LENGTH_MESSAGE, type BulkItem } from '@cnpj/domain';
import { describe, expect, it } from 'vitest';
import { captureSavedFiles } from '../../test/capture-downloads';
import { downloadMissing } from './missing-csv';

/** A blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

describe('downloadMissing', () => {
  it('writes each CNPJ without data with its status and reason', async () => {
    const items: BulkItem[] = [
      { cnpj: '99123456000150', status: 'nao_encontrada' },
      { cnpj: '12ABC34501DE36', status: 'invalida', reason: CNPJ_INVALID_MESSAGE },
      { cnpj: '12abc34501de3', status: 'invalida', reason: CNPJ_LENGTH_MESSAGE },
    ];
    const save = captureSavedFiles();
    await downloadMissing(items);
    expect(save).toHaveBeenCalledOnce();
    const [{ blob, filename }] = save.mock.calls[0]!;
    expect(filename).toBe('cnpjs-nao-encontrados.csv');
    const lines = (await textOf(blob))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'CNPJ;Situação da consulta;Motivo',
      '99.123.456/0001-50;Não encontrada;',
      `12.ABC.345/01DE-36;Inválida;${CNPJ_INVALID_MESSAGE}`,
      `12abc34501de3;Inválida;${CNPJ_LENGTH_MESSAGE}`,
    ]);
  });
});
