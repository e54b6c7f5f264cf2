import { sourceLine } from '@cnpj/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { phoneFrame, findModal } from '../shared/story-helpers';
import { formatPhone } from '../../format';
import { buildRows, storyList } from './fixtures';
import { ListScreen } from './ListScreen';

const list = storyList;
const rows = buildRows(5);

const meta = {
  title: 'Screens/List',
  component: ListScreen,
  args: {
    state: { kind: 'ready', list, companies: { kind: 'ready', page: 1, total: 5, rows } },
    exports: { running: [], onExport: fn() },
    removal: { onRemove: fn(), removing: [] },
    deletion: { onDelete: fn(), deleting: false },
    alert: null,
    onPageChange: fn(),
    onRetry: fn(),
    onDismissAlert: fn(),
    // What the app shows on every list's page: the CRM export and where the data comes from.
    crmExport: { onRequest: fn() },
    sourceLine: sourceLine('2026-02-14'),
  },
} satisfies Meta<typeof ListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando lista...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao carregar a lista. Tente novamente.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { state: { kind: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Lista não encontrada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Minhas Listas' })).toHaveAttribute(
      'href',
      '/minhas-listas',
    );
  },
};

export const Empty: Story = {
  args: {
    state: { kind: 'ready', list, companies: { kind: 'ready', page: 1, total: 0, rows: [] } },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Nenhuma empresa nesta lista' }),
    ).toBeVisible();
  },
};

/** The list's companies: each CNPJ opens the detail in a new tab; one company can be removed. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: list.descricao })).toBeVisible();
    // The layout follows the canvas's width once measured: a canvas just resized settles first.
    const table = within(await canvas.findByRole('grid'));
    const link = table.getByRole('link', { name: rows[0]!.cnpj_formatado });
    await expect(link).toHaveAttribute('href', `/detalhes/${rows[0]!.cnpj}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(table.queryByText('********')).toBeNull();
    await userEvent.click(table.getByRole('button', { name: `Remover ${rows[1]!.nome_fantasia}` }));
    await expect(args.removal?.onRemove).toHaveBeenCalledWith(rows[1]!.cnpj);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar e-mails dos sócios' }));
    await expect(args.exports.onExport).toHaveBeenCalledWith(7, 'emails');
  },
};

/** docs/product.md#formats: the address and the phones as everywhere else; a company without them shows neither. */
export const AddressAndPhones: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const [one, two] = rows as [(typeof rows)[0], (typeof rows)[0]];
    await expect(first).toHaveTextContent(`${one.logradouro}, ${one.numero} - ${one.bairro}`);
    await expect(first).toHaveTextContent(`${one.municipio}/${one.uf}`);
    await expect(first).toHaveTextContent(formatPhone(one.ddd1, one.fone1));
    await expect(first).toHaveTextContent(formatPhone(one.ddd2, one.fone2));
    await expect(first).toHaveTextContent(one.email!);
    await expect(second).toHaveTextContent(`${two.municipio}/${two.uf}`);
    await expect(second).not.toHaveTextContent(/\(\d{2}\)/);
  },
};

/** A long list pages by 50 (docs/product.md#limits-and-constants). */
export const Paged: Story = {
  args: {
    state: {
      kind: 'ready',
      list,
      companies: { kind: 'ready', page: 2, total: 120, rows: buildRows(50, 50) },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('120 empresas')).toBeVisible();
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Próxima/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const CompaniesLoading: Story = {
  args: { state: { kind: 'ready', list, companies: { kind: 'loading' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando empresas...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled();
  },
};

/** The backend lacks the extension: the exports stay, with an explanation; no remove or delete. */
export const Unavailable: Story = {
  args: {
    state: { kind: 'ready', list, companies: { kind: 'unavailable' } },
    removal: undefined,
    deletion: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Use as exportações acima/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar Excel' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Excluir lista' })).toBeNull();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Removing: Story = {
  args: { removal: { onRemove: fn(), removing: [rows[2]!.cnpj] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Removendo...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getAllByRole('button', { name: /^Remover / })).toHaveLength(4);
  },
};

/** Deleting asks first; only "Excluir" calls back. */
export const DeleteList: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir lista' }));
    const dialog = within(await findModal(screen, 'alertdialog', { name: 'Excluir lista' }));
    await expect(dialog.getByText(new RegExp(`"${list.descricao}" será excluída`))).toBeVisible();
    await expect(args.deletion?.onDelete).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await expect(args.deletion?.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: list.descricao })).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Empresas da lista' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** docs/product.md#contacts: an address two companies of the list share is probably their accountant's; the phones call and message. */
export const ContactLabels: Story = {
  args: {
    state: {
      kind: 'ready',
      list,
      companies: {
        kind: 'ready',
        page: 1,
        total: 3,
        rows: [
          { ...rows[0]!, email: 'fiscal@alfa-assessoria.com.br' },
          { ...rows[1]!, email: 'fiscal@alfa-assessoria.com.br' },
          { ...rows[2]!, email: 'joao@gmail.com' },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const [first, second, third] = within(await canvas.findByRole('grid'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    await expect(first!.getByText('provável contador')).toBeVisible();
    await expect(second!.getByText('provável contador')).toBeVisible();
    await expect(third!.getByText('provedor genérico')).toBeVisible();
    const [one] = rows as [(typeof rows)[0]];
    await expect(
      first!.getByRole('link', { name: `Ligar para ${formatPhone(one.ddd1, one.fone1)}` }),
    ).toHaveAttribute('href', `tel:+55${one.ddd1}${one.fone1}`);
    await expect(first!.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^https://wa\\.me/55${one.ddd2}${one.fone2}\\?text=`)),
    );
  },
};

/** docs/product.md "Where the data comes from": beside the list's exports, the register's update date. */
export const SourceLine: Story = {
  args: { sourceLine: sourceLine('2026-02-14') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Fonte: Receita Federal (dados abertos), base de 14/02/2026'),
    ).toBeVisible();
  },
};

/** The update date is unknown: the line is left out, not shown empty. */
export const SourceUnknown: Story = {
  args: { sourceLine: sourceLine(null) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('Fonte:');
  },
};
