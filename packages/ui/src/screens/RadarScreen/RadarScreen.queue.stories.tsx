import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  companyDisplayName,
  RADAR_CHECK_FAILED,
  RADAR_LIST_CHANGES_FAILED,
  RADAR_LIST_CHANGES_FIRST,
  RADAR_LIST_CHANGES_FIRST_OF_LIST,
  RADAR_LIST_CHANGES_UNAVAILABLE,
  TRIAGE_LABEL,
} from '@cnpj/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { buildRows } from '../shared/companies/fixtures';
import { buildItem, marketsNothingNew, QueueResults, sampleChanges } from './fixtures';
import { RadarScreen } from './RadarScreen';

// docs/product.md#radar "The queue" and "What changed in my lists". The queue's rows are the app's
// results region (the search's, with all its actions), given to the screen as it is: here the shared
// company rows with their selection.

const bakeries = buildItem();
/** The queue's first company, as its row's select box names it. */
const firstQueued = companyDisplayName(buildRows(12)[0]!);
const exclusionNote =
  'Deixadas de fora pelo servidor: já nas suas listas, na lista "Não contatar", exportadas antes.';

const meta = {
  title: 'Screens/Radar/Queue',
  component: RadarScreen,
  args: {
    state: { kind: 'ready', place: 'account', monitors: [bakeries, marketsNothingNew] },
    opened: { monitorId: 'm-1', results: <QueueResults count={12} />, exclusionNote },
    listChanges: { kind: 'ready', lists: [] },
    onOpen: fn(),
    onClose: fn(),
    onRename: fn(),
    onPausedChange: fn(),
    onRemove: fn(),
    onRetryCheck: fn(),
    onMarkSeen: fn(),
    onRetryListChanges: fn(),
  },
} satisfies Meta<typeof RadarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A monitor opened: its new companies as results, what was left out, "Marcar como vistas". */
export const Queue: Story = {
  play: async ({ canvas, args }) => {
    const queue = within(canvas.getByRole('region', { name: 'Padarias Campinas' }));
    await expect(queue.getByText('12 novas desde 30/09/2026')).toBeVisible();
    await expect(queue.getByText(exclusionNote)).toBeVisible();
    await expect(queue.getByRole('checkbox', { name: `Selecionar ${firstQueued}` })).toBeVisible();
    await userEvent.click(queue.getByRole('button', { name: 'Marcar como vistas' }));
    await expect(args.onMarkSeen).toHaveBeenCalledWith('m-1');
    await userEvent.click(queue.getByRole('button', { name: 'Voltar ao Radar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('O que mudou nas minhas listas')).toBeNull();
  },
};

/**
 * The queue with its "Triagem" (docs/product.md#triage): the app's link beside "Marcar como vistas",
 * opening the queue's companies one at a time from the page shown.
 */
export const QueueWithTriage: Story = {
  args: {
    opened: {
      monitorId: 'm-1',
      results: <QueueResults count={12} />,
      exclusionNote,
      triage: (
        <Button asChild variant="secondary">
          <a href="/triagem?radar=m-1&pagina=1">{TRIAGE_LABEL}</a>
        </Button>
      ),
    },
  },
  play: async ({ canvas }) => {
    const queue = within(canvas.getByRole('region', { name: 'Padarias Campinas' }));
    const triage = queue.getByRole('link', { name: TRIAGE_LABEL });
    await expect(triage).toHaveAttribute('href', '/triagem?radar=m-1&pagina=1');
    // Beside "Marcar como vistas", in the queue's header: the set's actions in one place.
    const header = queue.getByRole('heading', { name: 'Padarias Campinas' }).parentElement!;
    await expect(within(header).getByRole('button', { name: 'Marcar como vistas' })).toBeVisible();
    await expect(header).toContainElement(triage);
  },
};

/** "Marcar como vistas" in flight: the button is busy, a second press sends nothing. */
export const MarkingSeen: Story = {
  args: {
    opened: { monitorId: 'm-1', results: <QueueResults count={12} />, markingSeen: true },
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Marcar como vistas' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onMarkSeen).not.toHaveBeenCalled();
  },
};

/** The check failed with the queue open: told with "Tentar novamente", and the companies stay. */
export const QueueCheckFailed: Story = {
  args: {
    state: {
      kind: 'ready',
      place: 'account',
      monitors: [buildItem({}, { check: 'failed' })],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RADAR_CHECK_FAILED);
    await expect(canvas.getByRole('checkbox', { name: `Selecionar ${firstQueued}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryCheck).toHaveBeenCalledWith('m-1');
  },
};

/** What changed in a list since the last release: each change in words, each opening its company. */
export const ListChanges: Story = {
  args: {
    opened: null,
    listChanges: {
      kind: 'ready',
      lists: [
        {
          listId: 1,
          name: 'Clientes Campinas',
          since: '2026-09-30',
          read: { kind: 'ready', changes: sampleChanges },
        },
        {
          listId: 2,
          name: 'Prospecção Sorocaba',
          since: '2026-10-31',
          read: { kind: 'ready', changes: [] },
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const changes = within(canvas.getByRole('list', { name: 'O que mudou em Clientes Campinas' }));
    const [first] = sampleChanges;
    await expect(
      changes.getByText('Situação cadastral: agora "Baixada" (antes "Ativa")'),
    ).toBeVisible();
    await expect(changes.getByText('Telefone novo: (19) 98765-4321')).toBeVisible();
    await expect(changes.getByText('E-mail removido: vendas@mercado.com.br')).toBeVisible();
    await expect(changes.getByRole('link', { name: first?.nome ?? '' })).toHaveAttribute(
      'href',
      `/detalhes/${first?.cnpj ?? ''}`,
    );
    await expect(
      canvas.getByText('Nada mudou nas empresas desta lista desde a base de 31/10/2026.'),
    ).toBeVisible();
  },
};

/** The backend cannot list a list's companies: the section says so plainly. */
export const ListChangesUnavailable: Story = {
  args: { opened: null, listChanges: { kind: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RADAR_LIST_CHANGES_UNAVAILABLE)).toBeVisible();
  },
};

/** One list's changes could not be read: said on that list, with a retry. */
export const ListChangesFailed: Story = {
  args: {
    opened: null,
    listChanges: {
      kind: 'ready',
      lists: [
        { listId: 7, name: 'Clientes Campinas', since: '2026-09-30', read: { kind: 'error' } },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RADAR_LIST_CHANGES_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryListChanges).toHaveBeenCalledWith(7);
  },
};

/**
 * Compared in this browser (the backend lacks the Radar's extension): each list says it was compared
 * here and with which release; a list made since the last release waits for the next one.
 */
export const ListChangesComparedHere: Story = {
  args: {
    opened: null,
    state: { kind: 'ready', place: 'browser', monitors: [bakeries] },
    listChanges: {
      kind: 'ready',
      comparedHere: true,
      lists: [
        {
          listId: 1,
          name: 'Clientes Campinas',
          since: '2026-10-31',
          read: { kind: 'ready', changes: sampleChanges.slice(0, 3), bound: { read: 6, total: 6 } },
        },
        {
          listId: 2,
          name: 'Prospecção Sorocaba',
          since: '2026-10-31',
          read: { kind: 'ready', changes: [] },
        },
        { listId: 3, name: 'Feira de novembro', since: '2026-11-30', read: { kind: 'first' } },
      ],
    },
  },
  play: async ({ canvas }) => {
    const changes = within(canvas.getByRole('list', { name: 'O que mudou em Clientes Campinas' }));
    await expect(
      changes.getByText('Situação cadastral: agora "Baixada" (antes "Ativa")'),
    ).toBeVisible();
    await expect(changes.getByText('Telefone novo: (19) 98765-4321')).toBeVisible();
    // Said once per compared list, with the release it was compared with.
    await expect(
      canvas.getAllByText('Comparado neste navegador com o que você viu na base de 31/10/2026.'),
    ).toHaveLength(2);
    await expect(
      canvas.getByText('Nada mudou nas empresas desta lista desde a base de 31/10/2026.'),
    ).toBeVisible();
    await expect(canvas.getByText(RADAR_LIST_CHANGES_FIRST_OF_LIST)).toBeVisible();
    await expect(canvas.queryByText(RADAR_LIST_CHANGES_UNAVAILABLE)).toBeNull();
    await expect(canvas.queryByText(/Lidas as primeiras/)).toBeNull();
  },
};

/** Compared in this browser, at the first release seen: the lists are kept for the next one. */
export const ListChangesFirstRelease: Story = {
  args: {
    opened: null,
    state: { kind: 'ready', place: 'browser', monitors: [bakeries] },
    listChanges: {
      kind: 'ready',
      comparedHere: true,
      lists: [
        { listId: 1, name: 'Clientes Campinas', since: '2026-10-31', read: { kind: 'first' } },
        { listId: 2, name: 'Prospecção Sorocaba', since: '2026-10-31', read: { kind: 'first' } },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RADAR_LIST_CHANGES_FIRST)).toBeVisible();
    // One sentence for the section, not one per list.
    await expect(canvas.queryByRole('heading', { name: 'Clientes Campinas' })).toBeNull();
    await expect(canvas.queryByText(RADAR_LIST_CHANGES_FIRST_OF_LIST)).toBeNull();
    await expect(canvas.queryByText(/Comparado neste navegador/)).toBeNull();
  },
};

/** Compared in this browser, a list larger than one reading: it says how much was compared. */
export const ListChangesListTooLarge: Story = {
  args: {
    opened: null,
    state: { kind: 'ready', place: 'browser', monitors: [bakeries] },
    listChanges: {
      kind: 'ready',
      comparedHere: true,
      lists: [
        {
          listId: 4,
          name: 'Todas as padarias de SP',
          since: '2026-10-31',
          read: {
            kind: 'ready',
            changes: sampleChanges.slice(3, 5),
            bound: { read: 250, total: 1340 },
          },
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Lidas as primeiras 250 de 1.340 empresas desta lista; as outras não foram comparadas.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Comparado neste navegador com o que você viu na base de 31/10/2026.'),
    ).toBeVisible();
    const changes = within(
      canvas.getByRole('list', { name: 'O que mudou em Todas as padarias de SP' }),
    );
    await expect(changes.getByText('Telefone removido: (19) 3232-1010')).toBeVisible();
  },
};
