// The not-found and invalid CNPJs as a .csv (docs/product.md#bulk-cnpj-lookup), written like the CRM
// file (UTF-8 with BOM, ";", quoted by papaparse), so Excel in pt-BR opens it as it is. Loaded on demand.
import { saveFile } from '@cnpj/api-client';
import { BULK_MISSING_FILENAME, bulkStatusLabel, formatCnpj, type BulkItem } from '@cnpj/domain';

/** The file's header. */
export const MISSING_CSV_HEADER = ['CNPJ', 'Situação da consulta', 'Motivo'];

/** Writes the file and saves it in the browser. */
export async function downloadMissing(items: readonly BulkItem[]): Promise<void> {
  const { crmCsvBlob } = await import('../../shared/company-set/crm-export/csv');
  const rows = items.map((item) => [
    formatCnpj(item.cnpj),
    bulkStatusLabel(item.status),
    item.reason ?? '',
  ]);
  saveFile({
    blob: crmCsvBlob({ header: MISSING_CSV_HEADER, rows }),
    filename: BULK_MISSING_FILENAME,
  });
}
