import type { Meta, StoryObj } from '@storybook/react-vite';
import { BROWSER_DATA_IMPORT_FAILED, BROWSER_DATA_TITLE } from '@cnpj/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneFrame } from '../shared/story-helpers';
import type { UserStatsDetail } from './types';
import { UserDetailsScreen } from './UserDetailsScreen';

const user: UserStatsDetail = {
  userId: 'u-1001',
  email: 'ana.souza@example.com',
  plano: 'M',
  criado_em: '2025-03-02T13:20:00Z',
  ultimo_acesso: '2025-11-10T09:12:00Z',
  pesquisas: 412,
  listas: [
    { id: 7, descricao: 'Padarias de Campinas' },
    { id: 12, descricao: 'Clientes potenciais — Zona Sul' },
  ],
  pesquisas_recentes: [
    { pesquisaId: 'p-9001', data_hora: '2025-11-10T09:15:00Z', uf: 'SP', total: 1532 },
    { pesquisaId: 'p-8990', data_hora: '2025-11-08T16:40:00Z', uf: 'MG', total: 87 },
  ],
};

const meta = {
  title: 'Screens/UserDetails',
  component: UserDetailsScreen,
  args: { state: { kind: 'ready', user } },
} satisfies Meta<typeof UserDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando usuário...')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falha ao carregar o usuário. Tente novamente.',
    );
  },
};

export const NotFound: Story = {
  args: { state: { kind: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Usuário não encontrado' })).toBeVisible();
  },
};

/** Account, usage with recent searches, and lists; paid plans are never named (docs/product.md#overview). */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'ana.souza@example.com' }),
    ).toBeVisible();
    const account = within(canvas.getByRole('region', { name: 'Conta' }));
    await expect(account.getByText('Pago')).toBeVisible();
    await expect(account.getByText('02/03/2025, 13:20')).toBeVisible();
    await expect(canvas.queryByText('Mensal')).toBeNull();
    const usage = within(canvas.getByRole('region', { name: 'Uso' }));
    await expect(usage.getByText('412')).toBeVisible();
    await expect(usage.getByText('1.532')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Listas' })).getByText('Padarias de Campinas'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Estatísticas de uso' })).toHaveAttribute(
      'href',
      '/user-stats',
    );
  },
};

/** A new user: no last access, no searches, no lists. */
export const NewUser: Story = {
  args: {
    state: {
      kind: 'ready',
      user: {
        ...user,
        plano: 'G',
        ultimo_acesso: null,
        pesquisas: 0,
        listas: [],
        pesquisas_recentes: [],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Grátis')).toBeVisible();
    await expect(canvas.getByText('Não informado')).toBeVisible();
    await expect(canvas.getByText('Nenhuma pesquisa recente.')).toBeVisible();
    await expect(canvas.getByText('Nenhuma lista encontrada')).toBeVisible();
  },
};

/** The backend lacks the extension: only the plan, from GET /api/users/{id}. */
export const Partial: Story = {
  args: { state: { kind: 'partial', userId: 'u-1002', plano: null } },
  play: async ({ canvas }) => {
    const account = within(canvas.getByRole('region', { name: 'Conta' }));
    await expect(account.getByText('u-1002')).toBeVisible();
    await expect(account.getByText('Grátis')).toBeVisible();
    await expect(
      canvas.getByText('Os demais dados do usuário não estão disponíveis neste servidor.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Uso' })).toBeNull();
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    const account = canvas.getByRole('region', { name: 'Conta' });
    const lists = canvas.getByRole('region', { name: 'Listas' });
    await expect(lists.getBoundingClientRect().top).toBeGreaterThan(
      account.getBoundingClientRect().bottom,
    );
  },
};

/** The user's own page: what this browser keeps for them, with a file to take it to another browser. */
export const OwnBrowserData: Story = {
  args: { browserData: { onExport: fn(), onImport: fn() } },
  play: async ({ canvas, args }) => {
    const section = within(canvas.getByRole('region', { name: BROWSER_DATA_TITLE }));
    await expect(section.getByText(/só para você/)).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Exportar dados' }));
    await expect(args.browserData?.onExport).toHaveBeenCalledOnce();
    const file = new File(['{}'], 'dados.json', { type: 'application/json' });
    await userEvent.upload(section.getByLabelText('Arquivo para importar dados'), file);
    await expect(args.browserData?.onImport).toHaveBeenCalledWith(file);
  },
};

/** A file that is not an export of this system's data: nothing changes, and the page says so. */
export const BrowserDataImportFailed: Story = {
  args: { browserData: { onExport: fn(), onImport: fn(), importOutcome: { kind: 'failed' } } },
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: BROWSER_DATA_TITLE }));
    await expect(section.getByRole('alert')).toHaveTextContent(BROWSER_DATA_IMPORT_FAILED);
  },
};
