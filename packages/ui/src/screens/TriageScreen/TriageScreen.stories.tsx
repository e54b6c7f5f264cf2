import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  NO_PARTNERS_MESSAGE,
  TRIAGE_EMAIL_COPIED,
  TRIAGE_KEYS,
  TRIAGE_LOADING,
  TRIAGE_NO_EMAIL,
  TRIAGE_NO_PHONE,
  TRIAGE_NO_WHATSAPP,
  TRIAGE_PARTNERS_FAILED,
  TRIAGE_PARTNERS_LOADING,
  callLabel,
  companyDisplayName,
} from '@cnpj/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findModal } from '../shared/story-helpers';
import { companyView, keepLinksHere, partnersOf, position, shown, stubClipboard } from './fixtures';
import { TriageScreen } from './TriageScreen';

// docs/product.md#triage: one company at a time, each action one key and one button. The end of a
// page, the free plan, the summary and the phone layout are in TriageScreen.end.stories.tsx.

const meta = {
  title: 'Screens/Triage',
  component: TriageScreen,
  decorators: [keepLinksHere],
  args: {
    view: companyView(),
    partners: partnersOf(),
    notice: null,
    onAction: fn(),
    onUndo: fn(),
    onRetryPartners: fn(),
    onNextPage: fn(),
    onBack: fn(),
  },
  beforeEach: () => stubClipboard(fn(async () => undefined)),
} satisfies Meta<typeof TriageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The polite region that reads each move and each action's outcome. */
const spoken = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[aria-live="polite"]')!;

/** The set's first company is being read. */
export const Loading: Story = {
  args: { view: { kind: 'loading' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: TRIAGE_LOADING })).toBeVisible();
    await userEvent.keyboard('j');
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Sair da triagem' })).toBeVisible();
  },
};

/** A company: what a decision needs, "12 de 50", and every action from its key. */
export const Company: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const card = within(canvas.getByRole('article'));
    await expect(card.getByRole('heading', { level: 2 })).toHaveTextContent(
      companyDisplayName(shown),
    );
    await expect(card.getByText(position)).toBeVisible();
    await expect(card.getByText('Florianópolis/SC')).toBeVisible();
    await expect(card.getByText('20/07/2017')).toBeVisible();
    await expect(card.getByText('Ativa')).toBeVisible();
    await expect(card.getByText('Celular')).toBeVisible();
    await expect(card.getByRole('link', { name: callLabel('(48) 97978-6999') })).toHaveAttribute(
      'href',
      'tel:+5548979786999',
    );
    await expect(card.getByText('domínio próprio')).toBeVisible();
    await expect(card.getByText('LUCAS CARVALHO')).toBeVisible();
    await expect(spoken(canvasElement)).toHaveTextContent(
      `${position}: ${companyDisplayName(shown)}`,
    );
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toHaveAttribute(
      'aria-keyshortcuts',
      'J ArrowDown ArrowRight',
    );
    const keyed = [
      ['j', 'next'],
      ['{ArrowDown}', 'next'],
      ['k', 'previous'],
      ['{ArrowLeft}', 'previous'],
      ['l', 'addToList'],
      ['c', 'call'],
      ['w', 'whatsapp'],
      ['n', 'doNotContact'],
      ['x', 'select'],
      ['{Enter}', 'openDetail'],
      ['{Escape}', 'leave'],
    ] as const;
    for (const [key, action] of keyed) {
      await userEvent.keyboard(key);
      await expect(args.onAction).toHaveBeenLastCalledWith(action);
    }
    await userEvent.keyboard('e');
    await waitFor(() => expect(args.onAction).toHaveBeenLastCalledWith('copyEmail'));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(shown.email);
    await expect(spoken(canvasElement)).toHaveTextContent(TRIAGE_EMAIL_COPIED);
  },
};

/** Selected and on "Não contatar": both buttons pressed, both marks on the card. */
export const SelectedAndNaoContatar: Story = {
  args: { view: companyView(undefined, { selected: true, doNotContact: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Selecionar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Não contatar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('Selecionada')).toBeVisible();
    await expect(canvas.getByText('Na lista "Não contatar"')).toBeVisible();
  },
};

/** A company without phone or e-mail: those buttons are off, and their keys say why. */
export const NoContacts: Story = {
  args: { view: companyView(2), partners: { kind: 'ready', partners: [] } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Ligar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'WhatsApp' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copiar e-mail' })).toBeDisabled();
    await expect(canvas.getByText(NO_PARTNERS_MESSAGE)).toBeVisible();
    for (const [key, said] of [
      ['c', TRIAGE_NO_PHONE],
      ['w', TRIAGE_NO_WHATSAPP],
      ['e', TRIAGE_NO_EMAIL],
    ] as const) {
      await userEvent.keyboard(key);
      await expect(spoken(canvasElement)).toHaveTextContent(said);
    }
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** The partners being read: said beside "Sócios", the rest of the card usable. */
export const PartnersLoading: Story = {
  args: { partners: { kind: 'loading' } },
  play: async ({ canvas, args }) => {
    const partners = within(canvas.getByRole('region', { name: 'Sócios' }));
    await expect(partners.getByText(TRIAGE_PARTNERS_LOADING)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sócios' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.keyboard('j');
    await expect(args.onAction).toHaveBeenCalledWith('next');
  },
};

/** The partners could not be read: said, with "Tentar novamente". */
export const PartnersFailing: Story = {
  args: { partners: { kind: 'failed' } },
  play: async ({ canvas, args }) => {
    const partners = within(canvas.getByRole('region', { name: 'Sócios' }));
    await expect(partners.getByText(TRIAGE_PARTNERS_FAILED)).toBeVisible();
    await userEvent.click(partners.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryPartners).toHaveBeenCalledTimes(1);
  },
};

/** "?": every key and its action, from the one declaration; keys inside it run nothing. */
export const Help: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.keyboard('?');
    const dialog = await findModal(within(canvasElement.ownerDocument.body), 'dialog', {
      name: 'Atalhos do teclado',
    });
    for (const entry of TRIAGE_KEYS) {
      await expect(within(dialog).getByText(entry.helpKeys)).toBeVisible();
      await expect(within(dialog).getAllByText(entry.label).length).toBeGreaterThan(0);
    }
    await userEvent.keyboard('j');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** After a change: what it did, read out, with "Desfazer" and its key Z. */
export const UndoShown: Story = {
  args: { notice: { text: 'Empresa adicionada à lista "Clínicas Floripa".', undo: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Empresa adicionada à lista "Clínicas Floripa".')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Desfazer' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Z',
    );
    await userEvent.keyboard('z');
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
  },
};

/** Typing in a field of the page (the app's search box): the letters stay the field's. */
export const TypingInAField: Story = {
  render: (args) => (
    <>
      <label>
        Observação <input type="text" />
      </label>
      <TriageScreen {...args} />
    </>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Observação' }), 'jklcwenx');
    await expect(canvas.getByRole('textbox', { name: 'Observação' })).toHaveValue('jklcwenx');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
