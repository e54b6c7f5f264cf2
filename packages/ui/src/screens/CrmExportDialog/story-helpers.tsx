// Shared by the dialog's stories: spied default args and a wrapper that holds the preset and the
// ticked columns in state (as the app does), so clicks behave for real while the spies record them.
import { CRM_PRESETS, type CrmPresetId } from '@cnpj/domain';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CrmExportDialog, type CrmExportDialogProps } from './CrmExportDialog';

/** Every column of a preset, ticked. */
export const allColumns = (preset: CrmPresetId) => CRM_PRESETS[preset].columns.map((c) => c.key);

/** Args every story starts from: open, a paid plan, "Todas as colunas" all ticked, choosing. */
export const baseArgs: CrmExportDialogProps = {
  open: true,
  onOpenChange: fn(),
  description: '128 empresas da pesquisa exibida',
  preset: 'todas',
  onPresetChange: fn(),
  columns: allColumns('todas'),
  onColumnsChange: fn(),
  plano: 'M',
  notice: null,
  state: { kind: 'choosing' },
  onExport: fn(),
  onCancel: fn(),
};

/** The dialog with the preset and columns held in state; another preset starts with all its columns. */
export function StatefulCrmExportDialog(args: CrmExportDialogProps) {
  const [preset, setPreset] = useState(args.preset);
  const [columns, setColumns] = useState<readonly string[]>(args.columns);
  return (
    <CrmExportDialog
      {...args}
      preset={preset}
      onPresetChange={(next) => {
        setPreset(next);
        setColumns(allColumns(next));
        args.onPresetChange(next);
      }}
      columns={columns}
      onColumnsChange={(next) => {
        setColumns(next);
        args.onColumnsChange(next);
      }}
    />
  );
}
