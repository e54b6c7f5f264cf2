import type { Meta, StoryObj } from '@storybook/react-vite';
import { BULK_ONLY_ACTIVE_FILTER, TRIAGE_LABEL, companyDisplayName } from '@cnpj/domain';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BulkLookupScreen, type BulkLookupScreenProps } from './BulkLookupScreen';
import { finishedRun, foundItem } from './fixtures';

// docs/product.md#triage: "Triagem" over the bulk lookup's found companies, those shown (the quick
// filters and the plan applied) in the order shown. The app keeps the selection, so the companies
// selected in the triage come back selected.

const companyOf = (index: number) => foundItem(index).company!;

/** The screen with the selection kept as the app keeps it. */
function KeptSelection(props: BulkLookupScreenProps) {
  const [selection, setSelection] = useState(props.triage!.selection);
  return (
    <BulkLookupScreen
      {...props}
      triage={{
        ...props.triage!,
        selection,
        onSelectionChange: (next) => {
          setSelection(next);
          props.triage!.onSelectionChange(next);
        },
      }}
    />
  );
}

const meta = {
  title: 'Screens/BulkLookup/Triage',
  component: BulkLookupScreen,
  render: (args) => <KeptSelection {...args} />,
  args: {
    text: '',
    onTextChange: fn(),
    file: null,
    onFileChosen: fn(),
    onFileClear: fn(),
    column: null,
    onColumnChange: fn(),
    run: finishedRun(6),
    onStart: fn(),
    onCancel: fn(),
    onRetryFailed: fn(),
    plano: 'M',
    onAddToList: fn(),
    onDownloadMissing: fn(),
    triage: {
      onOpen: fn(),
      // Selected in a triage before: the app hands the marks back to the results.
      selection: new Set([companyOf(1).cnpj]),
      onSelectionChange: fn(),
    },
  },
} satisfies Meta<typeof BulkLookupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Triagem" opens the companies shown, filtered, in their order; the app's selection shows. */
export const TriageOfTheFound: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('checkbox', { name: `Selecionar ${companyDisplayName(companyOf(1))}` }),
    ).toBeChecked();
    await expect(canvas.getByText('1 empresa selecionada')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: BULK_ONLY_ACTIVE_FILTER }));
    await userEvent.click(canvas.getByRole('button', { name: TRIAGE_LABEL }));
    // Every fourth company is no longer active: the fourth is left out, the order kept.
    await expect(args.triage!.onOpen).toHaveBeenCalledWith({
      companies: [0, 1, 2, 4, 5].map(companyOf),
      cutByPlan: false,
    });
    await userEvent.click(
      canvas.getByRole('checkbox', { name: `Selecionar ${companyDisplayName(companyOf(0))}` }),
    );
    await expect(args.triage!.onSelectionChange).toHaveBeenLastCalledWith(
      new Set([companyOf(1).cnpj, companyOf(0).cnpj]),
    );
  },
};

/** The free plan: the triage walks the first 5, and is told the plan cut the rest. */
export const TriageFreePlan: Story = {
  args: { run: finishedRun(9), plano: 'G' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: TRIAGE_LABEL }));
    await expect(args.triage!.onOpen).toHaveBeenCalledWith({
      companies: [0, 1, 2, 3, 4].map(companyOf),
      cutByPlan: true,
    });
  },
};

/** Nothing found: "Triagem" has nothing to walk. */
export const TriageNothingFound: Story = {
  args: { run: finishedRun(0) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: TRIAGE_LABEL })).toBeDisabled();
    await expect(args.triage!.onOpen).not.toHaveBeenCalled();
  },
};
