// docs/product.md#exporting-to-a-crm: the dialog that writes a CSV a CRM imports as it is. The preset
// picks the columns' names; the ticked columns, the loading, the failure and the file written come
// from the app as props.
import {
  CRM_ALL_COLUMNS_ACTION,
  CRM_CANCEL_ACTION,
  CRM_CLOSE_ACTION,
  CRM_COLUMNS_LEGEND,
  CRM_EXPORT_ACTION,
  CRM_EXPORT_TITLE,
  CRM_FILE_HINT,
  CRM_FREE_PLAN_ALERT,
  CRM_NO_COLUMNS_ACTION,
  CRM_NO_COLUMNS_MESSAGE,
  CRM_PRESET_IDS,
  CRM_PRESET_LABEL,
  CRM_PRESETS,
  CRM_RETRY_ACTION,
  crmColumn,
  crmDoneText,
  crmLoadingText,
  crmMissingColumnsText,
  crmTemplateCheckText,
  isCrmPresetId,
  isFreePlan,
  type CrmPresetId,
} from '@cnpj/domain';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Dialog } from '../../components/Dialog';
import { Select } from '../../components/Select';
import { SourceLine } from '../../components/SourceLine';
import { SubscribeAction } from '../../components/SubscribeAction';
import type { LinkComponent } from '../shared/link';
import styles from './CrmExportDialog.module.css';

/** Where the export is: choosing the columns, loading every row, failed, or written. */
export type CrmExportState =
  | { kind: 'choosing' }
  | { kind: 'loading'; percent: number | null }
  | { kind: 'failed'; message: string }
  | {
      kind: 'done';
      fileName: string;
      rows: number;
      /** Ticked columns left out: the backend sends no data for them (the row's extension). */
      missingColumns?: readonly string[];
    };

// The presets whose headers were checked against the CRM's published import template (decision 055).
const TEMPLATE_CHECK = crmTemplateCheckText(
  CRM_PRESET_IDS.filter((id) => CRM_PRESETS[id].checkedAgainstTemplate).map(
    (id) => CRM_PRESETS[id].name,
  ),
);

/** Props of {@link CrmExportDialog}. */
export interface CrmExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is exported, e.g. "1.234 empresas da pesquisa exibida". */
  description?: string;
  preset: CrmPresetId;
  onPresetChange: (preset: CrmPresetId) => void;
  /** The ticked columns' keys (the app remembers them per browser). */
  columns: readonly string[];
  onColumnsChange: (columns: string[]) => void;
  /** The user's plano: the free plan exports nothing (docs/product.md#plans-and-permissions). */
  plano: string | null;
  /** What the user should know before exporting: the search shown, the export cap. */
  notice?: string | null;
  /**
   * "Fonte: Receita Federal (dados abertos), base de ..." (docs/product.md "Where the data comes from"):
   * said in the dialog, not written in the file, which a CRM would read as one more contact.
   */
  sourceLine?: string | null;
  state: CrmExportState;
  /** "Baixar CSV", and "Tentar novamente" after a failure. */
  onExport: () => void;
  /** Stops the loading; what was chosen stays. */
  onCancel: () => void;
  /** Renders the free plan's "Assinar" link (the app passes its router's link); a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** The column picker: a checkbox per column of the preset, named as the file names it. */
function ColumnPicker({
  preset,
  columns,
  onColumnsChange,
  disabled,
}: Pick<CrmExportDialogProps, 'preset' | 'columns' | 'onColumnsChange'> & { disabled: boolean }) {
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
        {all.map(({ key, header }) => {
          const label = crmColumn(key)?.label;
          return (
            <li key={key}>
              <Checkbox
                checked={ticked.has(key)}
                disabled={disabled}
                onCheckedChange={(on) => toggle(key, on)}
                label={
                  <>
                    {header}
                    {label && label !== header && (
                      <>
                        {' '}
                        <span className={styles.source}>({label})</span>
                      </>
                    )}
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
      {columns.length === 0 && (
        <p className={styles.warning} role="status">
          {CRM_NO_COLUMNS_MESSAGE}
        </p>
      )}
    </fieldset>
  );
}

/** docs/product.md#exporting-to-a-crm: "Exportar para CRM". */
export function CrmExportDialog(props: CrmExportDialogProps) {
  const { state, preset } = props;
  const free = isFreePlan(props.plano);
  const loading = state.kind === 'loading';
  const options = CRM_PRESET_IDS.map((id) => ({ value: id, label: CRM_PRESETS[id].name }));

  const footer =
    state.kind === 'done' ? (
      <Button onClick={() => props.onOpenChange(false)}>{CRM_CLOSE_ACTION}</Button>
    ) : loading ? (
      <Button variant="secondary" onClick={props.onCancel}>
        {CRM_CANCEL_ACTION}
      </Button>
    ) : (
      <>
        <Button variant="ghost" onClick={() => props.onOpenChange(false)}>
          {CRM_CANCEL_ACTION}
        </Button>
        <Button
          icon={<Download size={16} />}
          disabled={free || props.columns.length === 0}
          onClick={props.onExport}
        >
          {state.kind === 'failed' ? CRM_RETRY_ACTION : CRM_EXPORT_ACTION}
        </Button>
      </>
    );

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={CRM_EXPORT_TITLE}
      description={props.description}
      footer={footer}
    >
      <div className={styles.body}>
        {free && (
          <Banner
            variant="warning"
            action={<SubscribeAction limit="exportacao" linkComponent={props.linkComponent} />}
          >
            {CRM_FREE_PLAN_ALERT}
          </Banner>
        )}
        {props.notice && !free && <Banner variant="info">{props.notice}</Banner>}
        <Select
          label={CRM_PRESET_LABEL}
          options={options}
          value={preset}
          disabled={loading}
          onValueChange={(value) => isCrmPresetId(value) && props.onPresetChange(value)}
          hint={CRM_PRESETS[preset].note}
        />
        <ColumnPicker
          preset={preset}
          columns={props.columns}
          onColumnsChange={props.onColumnsChange}
          disabled={loading}
        />
        <p className={styles.hint}>{CRM_FILE_HINT}</p>
        <p className={styles.hint}>{TEMPLATE_CHECK}</p>
        <SourceLine text={props.sourceLine} />
        {loading && (
          <div className={styles.progress}>
            <p role="status">{crmLoadingText(state.percent)}</p>
            <progress
              className={styles.bar}
              aria-label={crmLoadingText(null)}
              max={100}
              {...(state.percent === null ? {} : { value: state.percent })}
            />
          </div>
        )}
        {state.kind === 'failed' && <Banner variant="error">{state.message}</Banner>}
        {state.kind === 'done' && (
          <Banner variant="success">{crmDoneText(state.fileName, state.rows)}</Banner>
        )}
        {state.kind === 'done' && state.missingColumns?.length ? (
          <Banner variant="info">{crmMissingColumnsText(state.missingColumns)}</Banner>
        ) : null}
      </div>
    </Dialog>
  );
}
