// docs/product.md#exporting-to-a-crm: the columns the file will have, named as the preset names them.
import {
  CRM_ALL_COLUMNS_ACTION,
  CRM_COLUMNS_LEGEND,
  CRM_NO_COLUMNS_ACTION,
  CRM_NO_COLUMNS_MESSAGE,
  CRM_PRESETS,
  crmColumn,
  type CrmPresetId,
} from '@cnpj/domain';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import styles from '../CrmExportDialog.module.css';

/** Props of {@link ColumnPicker}. */
export interface ColumnPickerProps {
  preset: CrmPresetId;
  /** The ticked columns' keys. */
  columns: readonly string[];
  onColumnsChange: (columns: string[]) => void;
  /** While every row is loading, the choice is kept as it is. */
  disabled: boolean;
}

/** A column's name in the file, then, when it differs, what the column holds in the product's words. */
function ColumnLabel({ columnKey, header }: { columnKey: string; header: string }) {
  const label = crmColumn(columnKey)?.label;
  return (
    <>
      {header}
      {label && label !== header && (
        <>
          {' '}
          <span className={styles.source}>({label})</span>
        </>
      )}
    </>
  );
}

/** The column picker: a checkbox per column of the preset, named as the file names it. */
export function ColumnPicker({ preset, columns, onColumnsChange, disabled }: ColumnPickerProps) {
  const legendId = useId();
  const all = CRM_PRESETS[preset].columns;
  const ticked = new Set(columns);
  const toggle = (key: string, on: boolean) =>
    onColumnsChange(all.map((c) => c.key).filter((k) => (k === key ? on : ticked.has(k))));
  return (
    <fieldset className={styles.columns} aria-labelledby={legendId} disabled={disabled}>
      <div className={styles.columnsHead}>
        <legend id={legendId} className={styles.legend}>
          {CRM_COLUMNS_LEGEND} ({columns.length} de {all.length})
        </legend>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => onColumnsChange(all.map((c) => c.key))}
        >
          {CRM_ALL_COLUMNS_ACTION}
        </Button>
        <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onColumnsChange([])}>
          {CRM_NO_COLUMNS_ACTION}
        </Button>
      </div>
      <ul className={styles.grid}>
        {all.map(({ key, header }) => (
          <li key={key}>
            <Checkbox
              checked={ticked.has(key)}
              disabled={disabled}
              onCheckedChange={(on) => toggle(key, on)}
              label={<ColumnLabel columnKey={key} header={header} />}
            />
          </li>
        ))}
      </ul>
      {columns.length === 0 && (
        <p className={styles.warning} role="status">
          {CRM_NO_COLUMNS_MESSAGE}
        </p>
      )}
    </fieldset>
  );
}
