// The Node-only writer: exceljs's streamed WorkbookWriter commits rows as they are generated, so a
// 65,535-row empresas.xlsx never sits whole in memory.
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { XlsxWriter } from '../xlsx/sheets.ts';

/** Streams the workbook; the response starts before the last row is written. */
export const streamingXlsxWriter: XlsxWriter = async (sheet) => {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.columns = sheet.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for (const row of sheet.rows) {
        worksheet.addRow(row).commit();
        // Yield now and then so one big export does not starve other requests.
        if (worksheet.rowCount % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      worksheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
};
