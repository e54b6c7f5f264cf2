import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { buildRow, buildRows } from '../shared/companies/fixtures';
import { companyDisplayName, defaultFilters, sourceLine } from '@cnpj/domain';
import { formatPhone } from '../../format';
import { useState } from 'react';

import {
  baseArgs,
  SearchPage,
  PhoneFrame,
  StatefulSearchScreen,
  type SearchPageArgs,
} from './story-helpers';
import { CONTACT_STATES, StoryContactSettings } from '../shared/contacts/story-data';

const rows = buildRows(50);
const firstRow = rows[0]!;

const meta = {
  title: 'Screens/Search/Results',
  component: SearchPage,
  render: (args) => <StatefulSearchScreen {...args} />,
  args: {
    ...baseArgs,
    filters: { ...defaultFilters(), uf: 'SP', nomeEmpresa: 'Padaria' },
    results: { kind: 'ready', total: 1234, page: 1, rows },
    layout: 'table',
  },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** docs/product.md#screens-and-routes, #entities: the wide table with its four columns and every Company-row rule. */
export const ResultsTable: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Exibindo 50 de 1.234 resultados')).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Empresas encontradas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers.slice(1)).toEqual(['CNPJ', 'Resumo', 'Contato']);
    const link = canvas.getByRole('link', { name: firstRow.cnpj_formatado });
    await expect(link).toHaveAttribute('href', `/detalhes/${firstRow.cnpj}`);
    await expect(link).toHaveAttribute('target', '_blank');
    const [, hiddenName, noContact] = within(table).getAllByRole('row').slice(1);
    await expect(hiddenName).not.toHaveTextContent('********');
    await expect(hiddenName).toHaveTextContent(formatPhone(rows[1]!.ddd1, rows[1]!.fone1));
    await expect(noContact).not.toHaveTextContent(/\(\d\d\)|@/);
    // Each e-mail writes to the company; each row offers "Não contatar"; the page shows where its data
    // comes from and the CRM export, as the app does.
    await expect(within(table).getByRole('link', { name: firstRow.email! })).toHaveAttribute(
      'href',
      `mailto:${firstRow.email}`,
    );
    await expect(
      within(table).getByRole('button', { name: `Não contatar ${firstRow.cnpj_formatado}` }),
    ).toBeVisible();
    await expect(canvas.getByText(sourceLine('2026-02-14')!)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar para CRM' })).toBeVisible();
    // CNAE HTML appears once the sanitiser has loaded (decision 011).
    const bold = /<b>(.+?)<\/b>/.exec(firstRow.cnae_principal ?? '')?.[1] ?? '';
    await waitFor(() => expect(table.querySelector('b')).toHaveTextContent(bold));
    await expect(canvas.getByRole('button', { name: 'Enviar todos para lista' })).toBeVisible();
  },
};

/** docs/product.md#screens-and-routes: copying a CNPJ says "Copiado!". */
export const CopyCnpj: Story = {
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(
      canvas.getByRole('button', { name: `Copiar CNPJ ${firstRow.cnpj_formatado}` }),
    );
    await expect(writeText).toHaveBeenCalledWith(firstRow.cnpj_formatado);
    await expect(await canvas.findByRole('button', { name: 'Copiado!' })).toBeVisible();
  },
};

/** docs/product.md#screens-and-routes: cards on a narrow screen (the layout follows the available width). */
export const ResultsCards: Story = {
  args: { layout: 'auto', results: { kind: 'ready', total: 3, page: 1, rows: rows.slice(0, 3) } },
  decorators: [
    (Story) => (
      <PhoneFrame>
        <Story />
      </PhoneFrame>
    ),
  ],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Empresas encontradas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.getByText('Exibindo 3 de 3 resultados')).toBeVisible();
  },
};

/** docs/product.md#screens-and-routes, #states-and-transitions: selected rows show the bar with the count; "Limpar seleção" empties it. */
export const SelectionBar: Story = {
  args: { selection: new Set([rows[0]!.cnpj, rows[1]!.cnpj]) },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('region', { name: 'Seleção' });
    await expect(within(bar).getByText('2 empresas selecionadas')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Adicionar à lista' }));
    await expect(args.onAddSelectionToList).toHaveBeenCalledTimes(1);
    await userEvent.click(within(bar).getByRole('button', { name: 'Limpar seleção' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
    await expect(canvas.queryByRole('region', { name: 'Seleção' })).not.toBeInTheDocument();
  },
};

/** docs/product.md#states-and-transitions: a row toggles itself; the header checkbox selects, then clears, the whole page. */
export const SelectPage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: `Selecionar ${companyDisplayName(firstRow)}` }),
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([firstRow.cnpj]));
    const pageBox = canvas.getByRole('checkbox', {
      name: 'Selecionar todas as empresas desta página',
    });
    await expect(pageBox).toBePartiallyChecked();
    await userEvent.click(pageBox);
    await expect(canvas.getByText('50 empresas selecionadas')).toBeVisible();
    await userEvent.click(pageBox);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
  },
};

/** docs/product.md#screens-and-routes, #states-and-transitions: the pager on a middle page; a paid plan moves between pages. */
export const Paging: Story = {
  args: { results: { kind: 'ready', total: 1234, page: 3, rows } },
  play: async ({ canvas, args }) => {
    const pager = canvas.getByRole('navigation', { name: 'Paginação' });
    await expect(within(pager).getByText('Página 3 de 25')).toBeVisible();
    await userEvent.click(within(pager).getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(pager).getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(pager).getByRole('button', { name: 'Primeira página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(pager).getByRole('button', { name: 'Última página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(25);
  },
};

/** Holds the page shown, as the app does once a page has loaded. */
function PagedSearchScreen(args: SearchPageArgs) {
  const [page, setPage] = useState(1);
  const results = args.results.kind === 'ready' ? { ...args.results, page } : args.results;
  return (
    <StatefulSearchScreen
      {...args}
      results={results}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

/**
 * After another page loads, focus moves to the results' heading, so a screen reader announces the
 * new page and the next Tab starts at the top of its rows.
 */
export const PageChangeFocus: Story = {
  render: (args) => <PagedSearchScreen {...args} />,
  play: async ({ canvas }) => {
    const pager = await canvas.findByRole('navigation', { name: 'Paginação' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Próxima' }));
    const heading = await canvas.findByRole('heading', { name: 'Resultados, página 2 de 25' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** The first page cannot go back; the last cannot go forward. */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    const pager = await canvas.findByRole('navigation', { name: 'Paginação' });
    await expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(within(pager).getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    await expect(within(pager).getByRole('button', { name: 'Próxima' })).toBeEnabled();
  },
};

/** Results and selection on a phone. */
export const Mobile: Story = {
  args: {
    layout: 'auto',
    selection: new Set([firstRow.cnpj]),
    results: { kind: 'ready', total: 120, page: 1, rows: rows.slice(0, 5) },
  },
  decorators: [
    (Story) => (
      <PhoneFrame>
        <Story />
      </PhoneFrame>
    ),
  ],
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Empresas encontradas' })).toBeVisible(),
    );
    await expect(canvas.getByText('1 empresa selecionada')).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Paginação' })).getByText('Página 1 de 3'),
    ).toBeVisible();
  },
};

/** docs/product.md#search "Results in the URL": the address named a search the backend no longer knows; the filters stay. */
export const ResultsExpired: Story = {
  args: { results: { kind: 'expired' } },
  play: async ({ canvas }) => {
    const results = await canvas.findByRole('region', { name: 'Resultados' });
    await expect(within(results).getByText('Esta pesquisa não está mais disponível')).toBeVisible();
    await expect(within(results).getByText(/Clique em Pesquisar/)).toBeVisible();
    await expect(canvas.getByLabelText('Nome da empresa')).toHaveValue('Padaria');
  },
};

const contactRows = CONTACT_STATES.map((contact, index) => buildRow(index, contact));

/** docs/product.md#contacts: every phone calls, mobiles (an old one with its 9) open WhatsApp; each e-mail has its label. */
export const ContactLinks: Story = {
  args: { results: { kind: 'ready', total: 5, page: 1, rows: contactRows } },
  decorators: [
    (Story) => (
      <StoryContactSettings>
        <Story />
      </StoryContactSettings>
    ),
  ],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Empresas encontradas' });
    const [landline, mobile, oldMobile, noPhone, neighbour] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    // A landline: a tel: link, no WhatsApp.
    await expect(
      landline!.getByRole('link', { name: 'Ligar para (11) 3333-4444' }),
    ).toHaveAttribute('href', 'tel:+551133334444');
    await expect(landline!.getByText('Fixo')).toBeVisible();
    await expect(landline!.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    // A mobile: WhatsApp with the greeting naming the company, in a new tab.
    const whatsapp = mobile!.getByRole('link', { name: /^WhatsApp \(11\) 98765-4321/ });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Encontrei a Doceria Móvel e gostaria de conversar.')}`,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    // An old mobile: shown as stored, dialled and messaged with its 9.
    await expect(
      oldMobile!.getByRole('link', { name: 'Ligar para (21) 8765-4321' }),
    ).toHaveAttribute('href', 'tel:+5521987654321');
    await expect(oldMobile!.getByText('com o 9: (21) 98765-4321')).toBeVisible();
    await expect(oldMobile!.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/5521987654321\?text=/),
    );
    // No phone: no links.
    await expect(noPhone!.queryByRole('link', { name: /Ligar|WhatsApp/ })).not.toBeInTheDocument();
    // The e-mail labels: own domain (with its site), generic provider, accountant by word and shared.
    await expect(landline!.getByText('domínio próprio')).toBeVisible();
    await expect(
      landline!.getByRole('link', { name: /Visitar site padariafixa\.com\.br/ }),
    ).toHaveAttribute('href', 'https://padariafixa.com.br');
    await expect(mobile!.getByText('provedor genérico')).toBeVisible();
    await expect(oldMobile!.getByText('provável contador')).toBeVisible();
    await expect(noPhone!.getByText('provável contador')).toBeVisible();
    await expect(neighbour!.getByText('provável contador')).toBeVisible();
  },
};

/** docs/product.md#contacts: the greeting is edited once and every WhatsApp link opens with it. */
export const GreetingEditor: Story = {
  ...ContactLinks,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Editar mensagem do WhatsApp' })[0]!,
    );
    const field = await body.findByRole('textbox', { name: 'Mensagem' });
    await expect(field).toHaveValue('Olá! Encontrei a {empresa} e gostaria de conversar.');
    await userEvent.clear(field);
    await userEvent.type(field, 'Bom dia, {{empresa}!');
    await userEvent.click(body.getByRole('button', { name: 'Salvar mensagem' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('link', { name: /^WhatsApp/ })[0]).toHaveAttribute(
        'href',
        `https://wa.me/5511987654321?text=${encodeURIComponent('Bom dia, Doceria Móvel!')}`,
      ),
    );
    // The editor is gone and focus is back on the pencil that opened it.
    await waitFor(() =>
      expect(
        canvas.getAllByRole('button', { name: 'Editar mensagem do WhatsApp' })[0],
      ).toHaveFocus(),
    );
  },
};

/** docs/product.md#contacts on a phone: the cards keep the tel: and WhatsApp links. */
export const ContactLinksOnPhone: Story = {
  ...ContactLinks,
  args: { layout: 'auto', results: { kind: 'ready', total: 5, page: 1, rows: contactRows } },
  decorators: [
    (Story) => (
      <StoryContactSettings>
        <PhoneFrame>
          <Story />
        </PhoneFrame>
      </StoryContactSettings>
    ),
  ],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Empresas encontradas' });
    await expect(
      within(list).getByRole('link', { name: 'Ligar para (11) 3333-4444' }),
    ).toBeVisible();
    await expect(within(list).getAllByRole('link', { name: /^WhatsApp/ })).toHaveLength(2);
    await expect(within(list).getAllByText('provável contador')).toHaveLength(3);
  },
};

/** docs/product.md#contacts in the compact view: the first phone's links and the e-mail's label on one line. */
export const ContactLinksCompact: Story = {
  ...ContactLinks,
  args: { density: 'compact', results: { kind: 'ready', total: 5, page: 1, rows: contactRows } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ligar para (11) 3333-4444' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^WhatsApp/ })).toHaveLength(2);
    // One line: the label is a mark named by its words; the address still writes to the company.
    await expect(canvas.getByRole('img', { name: 'provedor genérico' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'doceria@gmail.com' })).toHaveAttribute(
      'href',
      'mailto:doceria@gmail.com',
    );
  },
};
