// docs/product.md#exporting-to-a-crm: the dialog that writes a CSV a CRM imports as it is. The preset
// picks the columns' names; the ticked columns, the loading, the failure and the file written come
// from the app as props.
import {
  CRM_CANCEL_ACTION,
  CRM_CLOSE_ACTION,
  CRM_EXPORT_ACTION,
  CRM_EXPORT_TITLE,
  CRM_FILE_HINT,
  CRM_FREE_PLAN_ALERT,
  CRM_PRESET_IDS,
  CRM_PRESET_LABEL,
  CRM_PRESETS,
  CRM_RETRY_ACTION,
  crmDoneText,
  crmLoadingText,
  crmMissingColumnsText,
  crmTemplateCheckText,
  isCrmPresetId,
  isFreePlan,
  type CrmPresetId,
} from '@cnpj/domain';
import { Download } from 'lucide-react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Select } from '../../components/Select';
import { SourceLine } from '../../components/SourceLine';
import { SubscribeAction } from '../../components/SubscribeAction';
import type { LinkComponent } from '../shared/link';
import { ColumnPicker } from './parts/ColumnPicker';
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

/** The dialog's buttons: close once written, cancel while loading, else cancel and export (or retry). */
function ExportFooter({
  state,
  exportable,
  onClose,
  onCancel,
  onExport,
}: {
  state: CrmExportState;
  /** A plan that exports and at least one column ticked. */
  exportable: boolean;
  onClose: () => void;
  onCancel: () => void;
  onExport: () => void;
}) {
  if (state.kind === 'done') return <Button onClick={onClose}>{CRM_CLOSE_ACTION}</Button>;
  if (state.kind === 'loading')
    return (
      <Button variant="secondary" onClick={onCancel}>
        {CRM_CANCEL_ACTION}
      </Button>
    );
  return (
    <>
      <Button variant="ghost" onClick={onClose}>
        {CRM_CANCEL_ACTION}
      </Button>
      <Button icon={<Download size={16} />} disabled={!exportable} onClick={onExport}>
        {state.kind === 'failed' ? CRM_RETRY_ACTION : CRM_EXPORT_ACTION}
      </Button>
    </>
  );
}

/** Under the choices: the loading's progress, the failure, or the file written and what it left out. */
function ExportOutcome({ state }: { state: CrmExportState }) {
  switch (state.kind) {
    case 'choosing':
      return null;
    case 'loading':
      return (
        <div className={styles.progress}>
          <p role="status">{crmLoadingText(state.percent)}</p>
          <progress
            className={styles.bar}
            aria-label={crmLoadingText(null)}
            max={100}
            {...(state.percent === null ? {} : { value: state.percent })}
          />
        </div>
      );
    case 'failed':
      return <Banner variant="error">{state.message}</Banner>;
    case 'done':
      return (
        <>
          <Banner variant="success">{crmDoneText(state.fileName, state.rows)}</Banner>
          {state.missingColumns?.length ? (
            <Banner variant="info">{crmMissingColumnsText(state.missingColumns)}</Banner>
          ) : null}
        </>
      );
  }
}

/** The free plan's alert with "Assinar", else what the user should know before exporting. */
function ExportNotice({
  free,
  notice,
  linkComponent,
}: Pick<CrmExportDialogProps, 'notice' | 'linkComponent'> & { free: boolean }) {
  if (free)
    return (
      <Banner
        variant="warning"
        action={<SubscribeAction limit="exportacao" linkComponent={linkComponent} />}
      >
        {CRM_FREE_PLAN_ALERT}
      </Banner>
    );
  return notice ? <Banner variant="info">{notice}</Banner> : null;
}

const PRESET_OPTIONS = CRM_PRESET_IDS.map((id) => ({ value: id, label: CRM_PRESETS[id].name }));

/** docs/product.md#exporting-to-a-crm: "Exportar para CRM". */
export function CrmExportDialog(props: CrmExportDialogProps) {
  const { state, preset } = props;
  const free = isFreePlan(props.plano);
  const loading = state.kind === 'loading';
  const close = () => props.onOpenChange(false);
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={CRM_EXPORT_TITLE}
      description={props.description}
      footer={
        <ExportFooter
          state={state}
          exportable={!free && props.columns.length > 0}
          onClose={close}
          onCancel={props.onCancel}
          onExport={props.onExport}
        />
      }
    >
      <div className={styles.body}>
        <ExportNotice free={free} notice={props.notice} linkComponent={props.linkComponent} />
        <Select
          label={CRM_PRESET_LABEL}
          options={PRESET_OPTIONS}
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
        <ExportOutcome state={state} />
      </div>
    </Dialog>
  );
}
