// The uploaded file of the bulk lookup: read in the browser, its column found or picked. Choosing
// another file, or removing it, never touches the text typed beside it.
import type { BulkFileView } from '@cnpj/ui/screens/BulkLookupScreen';
import { useRef, useState } from 'react';
import { readBulkFile } from './read-file';

/** The file's state and actions. */
export function useBulkFile() {
  const [file, setFile] = useState<BulkFileView | null>(null);
  const [column, setColumn] = useState<number | null>(null);
  const reading = useRef(0);

  const choose = async (chosen: File) => {
    const turn = ++reading.current;
    setFile({ name: chosen.name, kind: 'reading' });
    setColumn(null);
    const result = await readBulkFile(chosen);
    // A file chosen meanwhile wins.
    if (turn !== reading.current) return;
    if (result.kind === 'error')
      setFile({ name: chosen.name, kind: 'error', message: result.message });
    else {
      setFile({ name: chosen.name, kind: 'table', table: result.table });
      setColumn(result.table.chosen);
    }
  };

  const clear = () => {
    reading.current += 1;
    setFile(null);
    setColumn(null);
  };

  return { file, column, setColumn, choose, clear };
}
