import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckboxProps, type CheckboxState } from './Checkbox';

/** Owns the state so clicks show their effect, and reports them to the story's spy. */
function Stateful(args: CheckboxProps) {
  const [checked, setChecked] = useState<CheckboxState>(args.checked);
  const onCheckedChange = (next: boolean) => {
    setChecked(next);
    args.onCheckedChange(next);
  };
  return <Checkbox {...args} checked={checked} onCheckedChange={onCheckedChange} />;
}

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
  args: { label: 'Com telefone', checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Com telefone' });
    await userEvent.click(canvas.getByText('Com telefone'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = { args: { checked: true } };

/** The header "select page" box when only some rows are selected; a click selects the whole page. */
export const Indeterminate: Story = {
  args: { label: undefined, 'aria-label': 'Selecionar página', checked: 'indeterminate' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Selecionar página' });
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Com telefone' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Com telefone' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Com telefone' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Somente empresas com e-mail cadastrado na base da Receita Federal e atualizado no último mês',
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

/** Every state on one canvas, for visual review. */
export const StateGrid: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox label="Desmarcado" checked={false} onCheckedChange={() => {}} />
      <Checkbox label="Marcado" checked onCheckedChange={() => {}} />
      <Checkbox label="Parcial" checked="indeterminate" onCheckedChange={() => {}} />
      <Checkbox label="Desativado" checked={false} disabled onCheckedChange={() => {}} />
      <Checkbox label="Marcado e desativado" checked disabled onCheckedChange={() => {}} />
    </div>
  ),
};
