import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FREE_PLAN_PAGING_ALERT,
  TRIAGE_PAGE_END,
  TRIAGE_SET_END,
  TRIAGE_SUMMARY_EMPTY,
  TRIAGE_SUMMARY_TITLE,
  triageSummary,
  EMPTY_TRIAGE_SESSION,
} from '@cnpj/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import { companyView, keepLinksHere, morning, partnersOf } from './fixtures';
import { TriageScreen } from './TriageScreen';

// docs/product.md#triage: past a page (the next page, the free plan's limit), the end of the set,
// the summary on leaving, and the phone layout with its large buttons and swipe.

const meta = {
  title: 'Screens/Triage/End and phone',
  component: TriageScreen,
  decorators: [keepLinksHere],
  args: {
    view: { kind: 'end', step: { kind: 'next-page', page: 2 }, position: '50 de 120' },
    partners: { kind: 'loading' },
    notice: null,
    onAction: fn(),
    onUndo: fn(),
    onRetryPartners: fn(),
    onNextPage: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof TriageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The end of a page: said where focus lands, the next page offered (J takes it, K goes back). */
export const EndOfPage: Story = {
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { name: TRIAGE_PAGE_END });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('50 de 120')).toBeVisible();
    await userEvent.keyboard('j');
    await expect(args.onNextPage).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('k');
    await expect(args.onAction).toHaveBeenCalledWith('previous');
    await expect(canvas.getAllByRole('button', { name: 'Sair da triagem' })).toHaveLength(1);
  },
};

/** The last company of the set: nothing further, "Sair da triagem" (Esc) to the summary. */
export const EndOfSet: Story = {
  args: { view: { kind: 'end', step: { kind: 'end' }, position: '120 de 120' } },
  play: async ({ canvas, args }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: TRIAGE_SET_END })).toHaveFocus(),
    );
    await expect(canvas.queryByRole('button', { name: /Próxima página/ })).toBeNull();
    await userEvent.keyboard('j');
    await expect(args.onNextPage).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onAction).toHaveBeenCalledWith('leave');
  },
};

/** The free plan at its first 50 results: the limit in its own words and "Assinar" for it. */
export const FreePlan: Story = {
  args: {
    view: {
      kind: 'end',
      step: { kind: 'free-plan', alert: FREE_PLAN_PAGING_ALERT, limit: 'resultados' },
      position: '50 de 120',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(FREE_PLAN_PAGING_ALERT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/minha-assinatura?liberar=resultados',
    );
    await userEvent.keyboard('j');
    await expect(args.onNextPage).not.toHaveBeenCalled();
  },
};

/** On leaving: how many went to which list, to "Não contatar", were called or messaged. */
export const SummaryOnLeaving: Story = {
  args: { view: { kind: 'summary', summary: morning } },
  play: async ({ canvas, args }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: TRIAGE_SUMMARY_TITLE })).toHaveFocus(),
    );
    const lines = within(canvas.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(lines).toEqual([
      '2 empresas adicionadas à lista "Clínicas Floripa"',
      '1 empresa adicionada à lista "Retornar em janeiro"',
      '1 empresa enviada para "Não contatar"',
      'Ligação para 2 empresas',
      'WhatsApp para 1 empresa',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Atalhos do teclado' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Leaving a triage that changed nothing says so. */
export const SummaryOfNothing: Story = {
  args: { view: { kind: 'summary', summary: triageSummary(EMPTY_TRIAGE_SESSION) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TRIAGE_SUMMARY_EMPTY)).toBeVisible();
  },
};

/** A finger's swipe across the card, from `from` to `to` (CSS pixels, horizontal). */
function swipe(card: HTMLElement, from: number, to: number, drift = 0) {
  const box = card.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    bubbles: true,
    pointerId: 7,
    isPrimary: true,
    pointerType: 'touch',
    clientX: box.left + x,
    clientY: box.top + y,
  });
  card.dispatchEvent(new PointerEvent('pointerdown', at(from, 100)));
  card.dispatchEvent(new PointerEvent('pointerup', at(to, 100 + drift)));
}

/** On a phone: the same card, large buttons in reach, a swipe left for the next, right for the one before. */
export const Phone: Story = {
  decorators: [phoneFrame],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { view: companyView(), partners: partnersOf() },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Próxima' });
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await expect(canvas.getByRole('button', { name: 'Adicionar à lista' })).toBeVisible();
    await expect(within(next).getByText('J')).not.toBeVisible();
    const card = canvas.getByRole('article');
    swipe(card, 300, 120);
    await expect(args.onAction).toHaveBeenLastCalledWith('next');
    swipe(card, 60, 260);
    await expect(args.onAction).toHaveBeenLastCalledWith('previous');
    // A scroll (mostly vertical) and a short nudge move nothing.
    swipe(card, 200, 120, 200);
    swipe(card, 200, 170);
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};
