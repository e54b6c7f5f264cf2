import type { Meta, StoryObj } from '@storybook/react-vite';
import { RADAR_FREE_PLAN_TEXT } from '@cnpj/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../../components/Button';
import { findModal } from '../story-helpers';
import { MONITOR_NAME_BLANK, MONITOR_NAME_TAKEN } from './monitor-name';
import {
  MONITOR_CREATED,
  MONITOR_CREATE_FAILED,
  MONITOR_NEEDS_UF,
  RadarMonitorDialog,
} from './RadarMonitorDialog';

const filters = [
  { label: 'UF', value: 'SP' },
  { label: 'Cidades', value: 'Campinas' },
  { label: 'CNAEs', value: '4721102 - Padaria e confeitaria com predominância de revenda' },
  { label: 'Com telefone', value: '' },
];

const meta = {
  title: 'Screens/Radar/MonitorDialog',
  component: RadarMonitorDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    filters,
    takenNames: ['Mercados Sorocaba'],
  },
} satisfies Meta<typeof RadarMonitorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = () => findModal(screen, 'dialog', { name: 'Monitorar no Radar' });

/** From the search shown: the filters in words; a blank name is refused in words, a good one is sent trimmed. */
export const FromTheSearch: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('list', { name: 'Filtros monitorados' })).toHaveTextContent(
      'UF: SP',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Monitorar' }));
    await expect(dialog.getByText(MONITOR_NAME_BLANK)).toBeVisible();
    await expect(dialog.getByLabelText('Nome do monitor')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Nome do monitor'), '  Padarias Campinas ');
    await userEvent.click(dialog.getByRole('button', { name: 'Monitorar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Padarias Campinas');
  },
};

/** From a saved search: its name is offered, and can be sent as it is. */
export const FromASavedSearch: Story = {
  args: { defaultName: 'Padarias Campinas' },
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    await expect(dialog.getByLabelText('Nome do monitor')).toHaveValue('Padarias Campinas');
    await userEvent.click(dialog.getByRole('button', { name: 'Monitorar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Padarias Campinas');
  },
};

/** A second monitor of the same name is refused, whatever its case; the name typed stays. */
export const NameTaken: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    await userEvent.type(dialog.getByLabelText('Nome do monitor'), 'mercados sorocaba');
    await userEvent.click(dialog.getByRole('button', { name: 'Monitorar' }));
    await expect(dialog.getByText(MONITOR_NAME_TAKEN)).toBeVisible();
    await expect(dialog.getByLabelText('Nome do monitor')).toHaveValue('mercados sorocaba');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A search without a UF cannot run, so it cannot be watched: said under the name. */
export const WithoutUf: Story = {
  args: { canMonitor: false, filters: [] },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.getByText(MONITOR_NEEDS_UF)).toBeVisible();
    await expect(dialog.getByText('Nenhum filtro ativo')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Monitorar' })).toBeDisabled();
  },
};

/** While the monitor is created the button is busy and a second press sends nothing. */
export const Saving: Story = {
  args: { status: 'saving', defaultName: 'Padarias Campinas' },
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    const button = dialog.getByRole('button', { name: /Criando monitor/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The call failed: said plainly, and the name is still there to send again. */
export const Failed: Story = {
  args: { status: 'failed', defaultName: 'Padarias Campinas' },
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('alert')).toHaveTextContent(MONITOR_CREATE_FAILED);
    await expect(dialog.getByLabelText('Nome do monitor')).toHaveValue('Padarias Campinas');
    await userEvent.click(dialog.getByRole('button', { name: 'Monitorar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Padarias Campinas');
  },
};

/** Created: it says what happens next and leads to the Radar. */
export const Created: Story = {
  args: { status: 'created' },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.getByText(MONITOR_CREATED)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Abrir o Radar' })).toHaveAttribute(
      'href',
      '/radar',
    );
    await expect(dialog.queryByLabelText('Nome do monitor')).toBeNull();
  },
};

/** A free user: what the Radar does and "Assinar" to the plans, no form. */
export const FreePlan: Story = {
  args: { freePlan: true },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.getByText(RADAR_FREE_PLAN_TEXT)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/minha-assinatura/),
    );
    await expect(dialog.queryByLabelText('Nome do monitor')).toBeNull();
  },
};

/** Closing the window keeps what was typed: opened again, the name is still there. */
export const KeepsTheNameTyped: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Monitorar no Radar</Button>
        <RadarMonitorDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Monitorar no Radar' }));
    let dialog = within(await findDialog());
    await userEvent.type(dialog.getByLabelText('Nome do monitor'), 'Padarias');
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Monitorar no Radar' }));
    dialog = within(await findDialog());
    await expect(dialog.getByLabelText('Nome do monitor')).toHaveValue('Padarias');
  },
};
