// The input half of "Consultar CNPJs em lote" (docs/product.md#bulk-cnpj-lookup): the text box, the file
// and its column, and what was read: counts, the 1,000 cap, the invalid ones with their reason.
import {
  BULK_COLUMN_PICKER_LABEL,
  BULK_FILE_ACCEPT,
  BULK_FILE_BUTTON,
  BULK_INPUT_HINT,
  BULK_INPUT_LABEL,
  BULK_NO_CNPJ_COLUMN_MESSAGE,
  BULK_SUBMIT_BUTTON,
  INVALID_REASON_MESSAGES,
  bulkCountsText,
  bulkOverLimitText,
  type ExtractedCnpjs,
} from '@cnpj/domain';
import { FileUp, Search, X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Field, controlStyles } from '../../components/Field';
import { Select } from '../../components/Select';
import { Spinner } from '../../components/Spinner';
import type { BulkInputFields } from './types';
import styles from './BulkLookupScreen.module.css';

/** Props of {@link BulkInput}. */
export interface BulkInputProps extends BulkInputFields {
  extracted: ExtractedCnpjs;
  /** Why "Consultar" did nothing (nothing typed, only invalid ones). */
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
}

/** Invalid ones listed at most, so a pasted spreadsheet of junk does not make a page of its own. */
const INVALID_SHOWN = 50;

function FileState({ file, column, onColumnChange, onFileClear }: BulkInputProps) {
  if (!file) return null;
  const clear = (
    <Button variant="ghost" size="sm" icon={<X size={16} />} onClick={onFileClear}>
      Remover arquivo
    </Button>
  );
  if (file.kind === 'reading')
    return (
      <div className={styles.fileRow}>
        <Spinner size={16} label={`Lendo ${file.name}...`} />
      </div>
    );
  if (file.kind === 'error')
    return (
      <div className={styles.fileRow}>
        <p className={styles.error} role="alert">
          {file.name}: {file.message}
        </p>
        {clear}
      </div>
    );
  const { table } = file;
  const none = table.columns.every((candidate) => candidate.cnpjCount === 0);
  return (
    <div className={styles.fileRow}>
      <span className={styles.fileName}>{file.name}</span>
      {none ? (
        <p className={styles.error} role="alert">
          {BULK_NO_CNPJ_COLUMN_MESSAGE}
        </p>
      ) : (
        <Select
          className={styles.columnPicker}
          label={BULK_COLUMN_PICKER_LABEL}
          placeholder="Escolha a coluna"
          value={column === null ? '' : String(column)}
          onValueChange={(value) => onColumnChange(Number(value))}
          options={table.columns.map((candidate) => ({
            value: String(candidate.index),
            label: `${candidate.label} (${candidate.cnpjCount.toLocaleString('pt-BR')} ${candidate.cnpjCount === 1 ? 'CNPJ' : 'CNPJs'})`,
          }))}
        />
      )}
      {clear}
    </div>
  );
}

/** "Enviar arquivo": the label is the button; the input is cleared so a file can be chosen again. */
function FilePicker({ onFileChosen }: Pick<BulkInputProps, 'onFileChosen'>) {
  const fileId = useId();
  return (
    <div className={styles.fileRow}>
      <label htmlFor={fileId} className={styles.fileButton}>
        <FileUp size={16} aria-hidden="true" />
        {BULK_FILE_BUTTON}
      </label>
      <input
        id={fileId}
        type="file"
        className={styles.fileInput}
        accept={BULK_FILE_ACCEPT}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so the same file can be chosen again after a fix.
          event.target.value = '';
          if (chosen) onFileChosen(chosen);
        }}
      />
    </div>
  );
}

/** What was read: the counts, the 1,000 cap and the invalid ones with their reason. */
function ReadSummary({ extracted }: Pick<BulkInputProps, 'extracted'>) {
  const { valid, repeated, invalid, overLimit } = extracted;
  const anything = valid.length + repeated.length + invalid.length > 0;
  return (
    <>
      {anything && (
        <p className={styles.counts} aria-live="polite">
          {bulkCountsText(valid.length, repeated.length, invalid.length)}
        </p>
      )}
      {overLimit > 0 && (
        <p className={styles.warning} role="status">
          {bulkOverLimitText(overLimit)}
        </p>
      )}
      {invalid.length > 0 && (
        <details className={styles.invalid}>
          <summary>CNPJs inválidos ({invalid.length.toLocaleString('pt-BR')})</summary>
          <ul>
            {invalid.slice(0, INVALID_SHOWN).map((item, index) => (
              <li key={`${item.text}-${index}`}>
                <span className={styles.mono}>{item.text}</span>:{' '}
                {INVALID_REASON_MESSAGES[item.reason]}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/** The text box, the file, the counts and "Consultar". */
export function BulkInput(props: BulkInputProps) {
  const { text, onTextChange, onFileChosen, extracted, error, busy, onSubmit } = props;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }
  return (
    <form className={styles.input} onSubmit={submit} noValidate>
      <Field label={BULK_INPUT_LABEL} hint={BULK_INPUT_HINT} error={error}>
        {(control) => (
          <textarea
            {...control}
            className={`${controlStyles.control} ${styles.textarea}`}
            rows={8}
            value={text}
            spellCheck={false}
            onChange={(event) => onTextChange(event.target.value)}
          />
        )}
      </Field>
      <FilePicker onFileChosen={onFileChosen} />
      <FileState {...props} />
      <ReadSummary extracted={extracted} />
      <div>
        <Button type="submit" icon={<Search />} busy={busy} busyLabel="Consultando...">
          {BULK_SUBMIT_BUTTON}
        </Button>
      </div>
    </form>
  );
}
