import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FREE_PLAN_LISTS_ALERT,
  faixaEtariaLabel,
  formatCnpj,
  formatPhone,
  formatPtBrMoney,
  porteLabel,
} from '@cnpj/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneFrame, findModal } from '../shared/story-helpers';
import { DetailScreen } from './DetailScreen';
import { branch, cnaeHighlight, company, partners, sparseCompany } from './fixtures';
import { StoryContactSettings } from '../shared/contacts/story-data';

// What the plays expect, read from the fixture: the sample company the mock also answers.
const tradeName = company.nome_fantasia!;
const [person, holding] = partners as [(typeof partners)[0], (typeof partners)[0]];
const [linkedBranch, closedBranch] = company.vinculadas;
/** Matches a text whatever its spaces (money has a no-break space). */
const loosely = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));
const digits = (formatted: string) => formatted.replace(/\W/g, '');
const ddd = company.ddd1!;

const meta = {
  title: 'Screens/Detail',
  component: DetailScreen,
  args: {
    state: { kind: 'ready', company, partners },
    appName: 'CNPJ Leads',
    onPrint: fn(),
    onAddToList: fn(),
    plano: 'M',
  },
} satisfies Meta<typeof DetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const HINT = 'Verifique o CNPJ informado e tente novamente.';

/** Alerts render in a portal: plays read the whole document. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Replaces navigator.clipboard for one story; returns the cleanup. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** While the company is being fetched. */
export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Carregando...' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Carregando detalhes da empresa...' }),
    ).toBeVisible();
  },
};

/** docs/product.md#errors: any failure but a 404. */
export const Error: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: 'Falha ao buscar detalhes da empresa' }),
    ).toBeVisible();
    await expect(within(alert).getByText(HINT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar CNPJ' })).toHaveAttribute(
      'href',
      '/pesquisar-cnpj',
    );
    // No company, nothing to add; the mark still leads into the app.
    await expect(canvas.getByRole('link', { name: 'CNPJ Leads' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Adicionar à lista' })).toBeNull();
  },
};

/** docs/product.md#errors: a 404. */
export const NotFound: Story = {
  args: { state: { kind: 'notFound' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'CNPJ não encontrado' })).toBeVisible();
    await expect(canvas.getByText(HINT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar CNPJ' })).toHaveAttribute(
      'href',
      '/pesquisar-cnpj',
    );
  },
};

/** docs/product.md#errors: the address holds no valid CNPJ (/detalhes/abc); the app asks the backend nothing. */
export const Invalid: Story = {
  args: { state: { kind: 'invalid' } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(
      within(alert).getByRole('heading', { level: 1, name: 'CNPJ inválido' }),
    ).toBeVisible();
    await expect(
      within(alert).getByText(
        'O endereço não traz um CNPJ válido. Confira os 14 caracteres e os dígitos verificadores, ou pesquise outro CNPJ.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar CNPJ' })).toHaveAttribute(
      'href',
      '/pesquisar-cnpj',
    );
  },
};

/** docs/product.md#errors: the call answered without data. */
export const NoData: Story = {
  args: { state: { kind: 'noData' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Empresa não encontrada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pesquisar CNPJ' })).toHaveAttribute(
      'href',
      '/pesquisar-cnpj',
    );
  },
};

/** A backend that sends the status as a word ("BAIXADA") shows it like the code: one company, singular. */
export const StatusAsWord: Story = {
  args: {
    state: { kind: 'ready', company: { ...company, situacao_cadastral: 'BAIXADA' }, partners },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Situação: Baixada')).toBeVisible();
  },
};

/** Every section filled; print goes through the callback, external links open in a new tab. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: tradeName })).toBeVisible();
    await expect(canvas.getByText(company.cnpj_formatado)).toBeVisible();
    await expect(canvas.getByText('Situação: Ativa')).toBeVisible();
    await expect(canvas.getByText('Matriz', { selector: 'span' })).toBeVisible();
    for (const title of [
      'Informações Gerais',
      'Contato',
      'Dados Empresariais',
      'Localização',
      'Sócios',
      'Outras informações',
      'Empresas Vinculadas',
    ]) {
      await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    }
    const business = within(canvas.getByRole('region', { name: 'Dados Empresariais' }));
    await expect(business.getByText(porteLabel(company.porte))).toBeVisible();
    await expect(
      business.getByText(loosely(formatPtBrMoney(company.capital_social!))),
    ).toBeVisible();
    // The server's markup shows once the sanitiser has loaded (decision 063).
    await expect(await canvas.findByText(cnaeHighlight)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/search/results/all/?keywords=${encodeURIComponent(tradeName)}`,
    );
    await expect(canvas.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute(
      'href',
      expect.stringContaining(
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${company.tipo_logradouro} ${company.logradouro}, ${company.numero}`)}`,
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Imprimir' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};

/** docs/product.md#company-detail: the slim header's mark leads into the app (the tab has no menu). */
export const HeaderMark: Story = {
  play: async ({ canvas }) => {
    const mark = canvas.getByRole('link', { name: 'CNPJ Leads' });
    await expect(mark).toHaveAttribute('href', '/');
    // The header stays at the top while the sections scroll under it, with the add action in reach.
    const bar = mark.closest('header')!;
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(within(bar).getByRole('button', { name: 'Adicionar à lista' })).toBeVisible();
  },
};

/** A paid plan: "Adicionar à lista" asks the app to open its add-to-list dialog for this company. */
export const AddToList: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à lista' }));
    await expect(args.onAddToList).toHaveBeenCalledTimes(1);
  },
};

/** docs/product.md#plans-and-permissions: the free plan gets the lists alert with "Assinar", and no dialog. */
export const AddToListFreePlan: Story = {
  args: { plano: 'G' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à lista' }));
    const dialog = await findModal(page(canvasElement), 'alertdialog');
    await expect(dialog).toHaveTextContent(FREE_PLAN_LISTS_ALERT);
    await expect(within(dialog).getByRole('link', { name: 'Assinar' })).toBeVisible();
    await expect(args.onAddToList).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

/** The plan is not read yet: the dialog opens, and the backend's refusal would tell a free user there. */
export const AddToListPlanNotRead: Story = {
  args: { plano: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar à lista' }));
    await expect(args.onAddToList).toHaveBeenCalledTimes(1);
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** docs/product.md#company-detail: copying the CNPJ says "Copiado!" (for 2 s, as on the search). */
export const CnpjCopied: Story = {
  beforeEach: () => stubClipboard(fn(async () => undefined)),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar CNPJ' }));
    await expect(await canvas.findByRole('button', { name: 'Copiado!' })).toHaveTextContent(
      'Copiado!',
    );
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(company.cnpj_formatado);
  },
};

/** docs/product.md#company-detail: each linked company opens its own detail, in a new tab. */
export const LinkedCompanyLinks: Story = {
  play: async ({ canvas }) => {
    const linked = within(canvas.getByRole('region', { name: 'Empresas Vinculadas' }));
    const link = linked.getByRole('link', { name: linkedBranch!.cnpj_formatado });
    await expect(link).toHaveAttribute('href', `/detalhes/${digits(linkedBranch!.cnpj_formatado)}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(linked.getByRole('link', { name: closedBranch!.cnpj_formatado })).toHaveAttribute(
      'href',
      `/detalhes/${digits(closedBranch!.cnpj_formatado)}`,
    );
  },
};

/** Partners with their age range labels and one LinkedIn search each. */
export const Partners: Story = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('region', { name: 'Sócios' }));
    await expect(table.getByText(faixaEtariaLabel(person.faixa_etaria))).toBeVisible();
    await expect(table.getByText('Não se aplica')).toBeVisible();
    await expect(table.getByText(formatCnpj(holding.cnpj_cpf_socio))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `Buscar ${person.nome_socio} no LinkedIn` }),
    ).toHaveAttribute(
      'href',
      `https://www.linkedin.com/search/results/all/?keywords=${encodeURIComponent(person.nome_socio)}`,
    );
  },
};

/** A hidden trade name ("********") shows the legal name and never the stars. */
export const HiddenTradeName: Story = {
  args: { state: { kind: 'ready', company: { ...company, nome_fantasia: '********' }, partners } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: company.razao_social }),
    ).toBeVisible();
    await expect(canvas.queryByText(/\*{8}/)).toBeNull();
  },
};

/** docs/product.md#errors empty state of the partners table. */
export const NoPartners: Story = {
  args: { state: { kind: 'ready', company, partners: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum sócio cadastrado.')).toBeVisible();
  },
};

/** docs/product.md#errors empty state of the linked companies table. */
export const NoLinkedCompanies: Story = {
  args: { state: { kind: 'ready', company: { ...company, vinculadas: [] }, partners } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma empresa vinculada.')).toBeVisible();
  },
};

/** Every missing value reads "Não informado" (docs/product.md#errors), including phones sent as "-". */
export const MissingValues: Story = {
  args: {
    state: {
      kind: 'ready',
      company: sparseCompany,
      partners: [{ ...partners[0]!, faixa_etaria: 12, cnpj_cpf_socio: null }],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: company.razao_social }),
    ).toBeVisible();
    const contact = within(canvas.getByRole('region', { name: 'Contato' }));
    await expect(contact.getAllByText('Não informado')).toHaveLength(4);
    const business = within(canvas.getByRole('region', { name: 'Dados Empresariais' }));
    await expect(business.getAllByText('Não informado')).toHaveLength(5);
    const partnersTable = within(canvas.getByRole('region', { name: 'Sócios' }));
    await expect(partnersTable.getAllByText('Não informado')).toHaveLength(2);
  },
};

/** A branch (Filial), suspended, under a special situation. */
export const Branch: Story = {
  args: {
    state: {
      kind: 'ready',
      company: {
        ...company,
        ...branch,
        identificador_matriz_filial: '2',
        situacao_cadastral: '03',
        situacao_especial: 'EM RECUPERAÇÃO JUDICIAL',
        data_situacao_especial: '2024-02-01',
      },
      partners,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Filial', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Situação: Suspensa')).toBeVisible();
    const other = within(canvas.getByRole('region', { name: 'Outras informações' }));
    await expect(other.getByText('EM RECUPERAÇÃO JUDICIAL')).toBeVisible();
    await expect(other.getByText('01/02/2024')).toBeVisible();
  },
};

/** A company opened since July 2026: an alphanumeric CNPJ in the header and in its linked companies (docs/product.md#cnpj). */
export const AlphanumericCnpj: Story = {
  args: {
    state: {
      kind: 'ready',
      company: {
        ...company,
        cnpj: '12ABC34501DE35',
        cnpj_formatado: '12.ABC.345/01DE-35',
        razao_social: 'NOVA PADARIA DO BAIRRO LTDA',
        nome_fantasia: 'Nova Padaria',
        data_inicio_atividade: '2026-08-03',
        vinculadas: [
          {
            cnpj_formatado: '12.ABC.345/0001-88',
            razao_social: 'NOVA PADARIA DO BAIRRO LTDA',
            nome_fantasia: 'Nova Padaria Centro',
            situacao_cadastral: '02',
            identificador_matriz_filial: '1',
          },
        ],
      },
      partners: [
        { ...partners[1]!, nome_socio: 'HOLDING NOVA LTDA', cnpj_cpf_socio: '12ABC34501DE35' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nova Padaria' })).toBeVisible();
    await expect(canvas.getAllByText('12.ABC.345/01DE-35')[0]).toBeVisible();
    const linked = within(canvas.getByRole('region', { name: 'Empresas Vinculadas' }));
    await expect(linked.getByRole('link', { name: '12.ABC.345/0001-88' })).toHaveAttribute(
      'href',
      '/detalhes/12ABC345000188',
    );
  },
};

/** Every element's right edge lies inside the frame: nothing hides off-screen to the right. */
async function expectInside(frame: HTMLElement, elements: HTMLElement[]) {
  const right = frame.getBoundingClientRect().right;
  for (const element of elements) {
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
  }
}

/**
 * A phone-wide screen: one column; partners and linked companies as cards, so a partner's LinkedIn
 * link and a linked company's CNPJ stay on screen (docs/product.md#company-detail).
 */
export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: tradeName })).toBeVisible();
    const general = canvas.getByRole('region', { name: 'Informações Gerais' });
    const contact = canvas.getByRole('region', { name: 'Contato' });
    await expect(contact.getBoundingClientRect().top).toBeGreaterThan(
      general.getBoundingClientRect().bottom,
    );
    const partnerCards = await canvas.findByRole('list', { name: 'Sócios' });
    await expect(within(partnerCards).getAllByRole('listitem')).toHaveLength(2);
    const linkedCards = canvas.getByRole('list', { name: 'Empresas vinculadas' });
    await expect(within(linkedCards).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('table')).toBeNull();
    // The phone frame: the screen's header and main are its children.
    const frame = canvas.getByRole('main').parentElement!;
    await expectInside(frame, [
      ...within(partnerCards).getAllByRole('link', { name: /no LinkedIn$/ }),
      ...within(linkedCards).getAllByRole('link'),
      canvas.getByRole('button', { name: 'Adicionar à lista' }),
      canvas.getByRole('button', { name: 'Copiar CNPJ' }),
    ]);
  },
};

/** A wide screen: partners and linked companies as tables. */
export const WideTables: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Sócios' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Empresas vinculadas' })).toBeVisible();
  },
};

/** docs/product.md#contacts: the landline calls, the mobile also opens WhatsApp; the own domain's e-mail offers the site. */
export const ContactLinks: Story = {
  decorators: [
    (Story) => (
      <StoryContactSettings>
        <Story />
      </StoryContactSettings>
    ),
  ],
  play: async ({ canvas }) => {
    const contact = within(canvas.getByRole('region', { name: 'Contato' }));
    const landline = formatPhone(company.ddd1, company.fone1);
    await expect(contact.getByRole('link', { name: `Ligar para ${landline}` })).toHaveAttribute(
      'href',
      `tel:+55${company.ddd1}${company.fone1}`,
    );
    await expect(contact.getByText('Fixo')).toBeVisible();
    const mobile = formatPhone(company.ddd2, company.fone2);
    await expect(
      contact.getByRole('link', { name: loosely(`WhatsApp ${mobile}`) }),
    ).toHaveAttribute(
      'href',
      `https://wa.me/55${company.ddd2}${company.fone2}?text=${encodeURIComponent(`Olá! Encontrei a ${tradeName} e gostaria de conversar.`)}`,
    );
    await expect(contact.getByText('domínio próprio')).toBeVisible();
    const domain = company.email!.split('@')[1]!;
    await expect(
      contact.getByRole('link', { name: loosely(`Visitar site ${domain}`) }),
    ).toHaveAttribute('href', `https://${domain}`);
  },
};

/** docs/product.md#contacts: an old mobile shows as stored, offered with its 9; a free provider's e-mail says so. */
export const ContactOldMobile: Story = {
  ...ContactLinks,
  args: {
    state: {
      kind: 'ready',
      company: { ...company, ddd2: ddd, fone2: '87654321', email: 'padaria@hotmail.com' },
      partners,
    },
  },
  play: async ({ canvas }) => {
    const contact = within(canvas.getByRole('region', { name: 'Contato' }));
    await expect(contact.getByText(`(${ddd}) 8765-4321`)).toBeVisible();
    await expect(contact.getByText(`com o 9: (${ddd}) 98765-4321`)).toBeVisible();
    await expect(
      contact.getByRole('link', { name: `Ligar para (${ddd}) 8765-4321` }),
    ).toHaveAttribute('href', `tel:+55${ddd}987654321`);
    await expect(contact.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^https://wa\\.me/55${ddd}987654321\\?text=`)),
    );
    await expect(contact.getByText('provedor genérico')).toBeVisible();
  },
};

/** docs/product.md#contacts: an accountant's address is labelled; no phone, no link. */
export const ContactAccountant: Story = {
  ...ContactLinks,
  args: {
    state: {
      kind: 'ready',
      company: { ...sparseCompany, email: 'fiscal@escritoriosilva.com.br' },
      partners,
    },
  },
  play: async ({ canvas }) => {
    const contact = within(canvas.getByRole('region', { name: 'Contato' }));
    await expect(contact.getByText('provável contador')).toBeVisible();
    await expect(
      contact.queryByRole('link', { name: /Ligar|WhatsApp|Visitar/ }),
    ).not.toBeInTheDocument();
  },
};
