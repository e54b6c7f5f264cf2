// The Node-only writer: exceljs's streamed WorkbookWriter commits rows as they are generated, so a
// 65,535-row empresas.xlsx never sits whole in memory, and its first bytes leave while later rows are
// still being written (the app's download panel counts them as they arrive).
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { layOutSheet, SHEET_VIEWS, type XlsxWriter } from '../xlsx/sheets.ts';

/**
 * How long rows are written before the event loop gets a turn. exceljs compresses on the libuv thread
 * pool, one round trip per chunk, so a writer that never yields sends nothing until the last row (and
 * answers no other request meanwhile); a few milliseconds per turn keep the compression close behind.
 */
const WRITE_SLICE_MS = 5;

/**
 * A timer, not setImmediate: the poll phase that precedes it may then wait briefly for the thread
 * pool's finished compressions, so the zip moves on at every turn.
 */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Streams the workbook; the response starts before the last row is written. */
export const streamingXlsxWriter: XlsxWriter = async (sheet) => {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet.name, { views: SHEET_VIEWS });
  layOutSheet(worksheet, sheet);
  void (async () => {
    try {
      // Timed by the clock, not by a row count: the streaming worksheet has no rowCount (its type
      // claims one), and a count would be too coarse on a slow machine and too fine on a fast one.
      let sliceStart = performance.now();
      for (const row of sheet.rows) {
        worksheet.addRow(row).commit();
        if (performance.now() - sliceStart >= WRITE_SLICE_MS) {
          await nextTurn();
          sliceStart = performance.now();
        }
      }
      worksheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
};
