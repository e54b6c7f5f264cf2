import { ApiError, type TransferOptions } from '@cnpj/api-client';
import { exampleCnpj } from '@cnpj/mock-server';
import {
  CRM_EXPORT_ACTION,
  CRM_FREE_PLAN_ALERT,
  CRM_LIST_UNAVAILABLE_MESSAGE,
  CRM_LOAD_FAILED_MESSAGE,
  CRM_NOTHING_TO_EXPORT_MESSAGE,
  CRM_RETRY_ACTION,
  crmDoneText,
  crmMissingColumnsText,
  type CrmRow,
} from '@cnpj/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { listRowsLoader, ListUnavailableError } from './queries';
import { api } from '../../services/api';
import { captureSavedFiles } from '../../../test/capture-downloads';
import { startMockBackend } from '../../../test/mock-backend';
import { userKey } from '../../services/persisted-state';
import { sessionStore } from '../../services/session-store';
import { CRM_CHOICE_KEY } from './remembered-choice';
import { useCrmExport, type CrmExportOptions } from './use-crm-export';

const company = {
  cnpj: '11222333000181',
  cnpj_formatado: '11.222.333/0001-81',
  razao_social: 'ACME; "COMERCIO" LTDA',
  nome_fantasia: 'ACME',
  cnae_principal: null,
  cnaes_secundarios: null,
  data_inicio_atividade: '2010-03-05',
  situacao_cadastral: '02',
  municipio: 'SAO PAULO',
  uf: 'SP',
  logradouro: 'RUA DAS FLORES',
  numero: '1',
  bairro: 'CENTRO',
  email: 'vendas@acme.com.br',
  ddd1: '11',
  fone1: '987654321',
  ddd2: null,
  fone2: null,
  ddd_fax: null,
  fax: null,
} satisfies CrmRow;

function Harness(props: CrmExportOptions) {
  const crm = useCrmExport(props);
  return (
    <>
      <button type="button" onClick={crm.open}>
        abrir
      </button>
      {crm.dialog}
    </>
  );
}

function setup(overrides: Partial<CrmExportOptions> = {}) {
  // The choice is remembered per user (decision 056).
  sessionStore.setUserId('u-demo');
  const save = captureSavedFiles();
  const loadRows = vi.fn<CrmExportOptions['loadRows']>(async () => [company]);
  const props = { loadRows, fileName: 'empresas', plano: 'M', ...overrides };
  // Inside a router, as on every page: the free plan's "Assinar" is a router link.
  render(
    <MemoryRouter>
      <Harness {...props} />
    </MemoryRouter>,
  );
  return { save, loadRows: props.loadRows };
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
  return screen.findByRole('dialog', { name: 'Exportar para CRM' });
}

/** The saved file's text, without its BOM. */
async function savedText(save: ReturnType<typeof setup>['save']): Promise<string> {
  const file = save.mock.calls[0]![0];
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(file.blob);
  });
  return text.replace(/^\uFEFF/, '');
}

afterEach(() => localStorage.clear());

const backend = startMockBackend();

describe('useCrmExport (docs/product.md#exporting-to-a-crm)', () => {
  it('loads every row, writes the preset chosen and says the file was saved', async () => {
    const { save, loadRows } = setup();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'HubSpot');
    await userEvent.click(within(dialog).getByRole('button', { name: CRM_EXPORT_ACTION }));
    await within(dialog).findByText(crmDoneText('empresas_hubspot.csv', 1));
    expect(loadRows).toHaveBeenCalledOnce();
    expect(save.mock.calls[0]![0].filename).toBe('empresas_hubspot.csv');
    const [header, row] = Papa.parse<string[]>(await savedText(save), { delimiter: ';' }).data;
    expect(header?.slice(0, 4)).toEqual([
      'Company name',
      'Company domain name',
      'Website URL',
      'Phone number',
    ]);
    expect(row?.slice(0, 4)).toEqual([
      'ACME; "COMERCIO" LTDA',
      'acme.com.br',
      'https://acme.com.br',
      '+55 11 98765-4321',
    ]);
  });

  it('leaves out the columns a backend without the row extension cannot fill, and says so', async () => {
    // `company` is a row as the product's own calls give it: no CEP, street type, complement, size nor capital.
    const { save } = setup();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'Agendor');
    await userEvent.click(within(dialog).getByRole('button', { name: CRM_EXPORT_ACTION }));
    await within(dialog).findByText(crmMissingColumnsText(['CEP', 'Complemento']));
    const header = (await savedText(save)).split('\r\n')[0]!.split(';');
    expect(header).toContain('Rua');
    expect(header).not.toContain('CEP');
    expect(header).not.toContain('Complemento');
  });

  it('writes the CEP and complement a backend with the row extension sends', async () => {
    const row = { ...company, cep: '01310100', complemento: null };
    const { save } = setup({ loadRows: async () => [row] });
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'Agendor');
    await userEvent.click(within(dialog).getByRole('button', { name: CRM_EXPORT_ACTION }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [header, cells] = Papa.parse<string[]>(await savedText(save), { delimiter: ';' }).data;
    expect(cells?.[header!.indexOf('CEP')]).toBe('01310-100');
    expect(cells?.[header!.indexOf('Complemento')]).toBe('');
    expect(within(dialog).queryByText(/fora do arquivo/)).toBeNull();
  });

  it('remembers the preset and the columns ticked in this browser', async () => {
    setup();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'Pipedrive');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^CNPJ/ }));
    const stored = JSON.parse(localStorage.getItem(userKey('u-demo', CRM_CHOICE_KEY))!);
    expect(stored.preset).toBe('pipedrive');
    expect(stored.columns.pipedrive).not.toContain('cnpj');
    expect(stored.columns.pipedrive).toContain('razao_social');
  });

  it('starts from the remembered choice', async () => {
    localStorage.setItem(
      userKey('u-demo', CRM_CHOICE_KEY),
      JSON.stringify({ preset: 'agendor', columns: { agendor: ['cnpj', 'razao_social'] } }),
    );
    const { save } = setup();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('combobox')).toHaveValue('agendor');
    await userEvent.click(within(dialog).getByRole('button', { name: CRM_EXPORT_ACTION }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect((await savedText(save)).split('\r\n')[0]).toBe('Razão social;CNPJ');
  });

  it('on the free plan exports nothing and offers "Assinar"', async () => {
    const { loadRows } = setup({ plano: 'G' });
    const dialog = await openDialog();
    expect(within(dialog).getByText(CRM_FREE_PLAN_ALERT)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: CRM_EXPORT_ACTION })).toBeDisabled();
    expect(loadRows).not.toHaveBeenCalled();
  });

  it('says a failed load, and "Tentar novamente" loads again', async () => {
    const loadRows = vi
      .fn<CrmExportOptions['loadRows']>()
      .mockRejectedValueOnce(new ApiError(500, {}))
      .mockResolvedValueOnce([company]);
    const { save } = setup({ loadRows });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: CRM_EXPORT_ACTION }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CRM_LOAD_FAILED_MESSAGE);
    await userEvent.click(within(dialog).getByRole('button', { name: CRM_RETRY_ACTION }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
  });

  it("tells the free plan's refusal by the backend, and an empty export", async () => {
    const refused = new ApiError(402, { code: 'FREE_PLAN_LIMIT', message: 'x' });
    const loadRows = vi
      .fn<CrmExportOptions['loadRows']>()
      .mockRejectedValueOnce(refused)
      .mockResolvedValueOnce([]);
    setup({ loadRows });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: CRM_EXPORT_ACTION }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CRM_FREE_PLAN_ALERT);
    await userEvent.click(within(dialog).getByRole('button', { name: CRM_RETRY_ACTION }));
    await within(dialog).findByText(CRM_NOTHING_TO_EXPORT_MESSAGE);
  });

  it('says honestly when the backend cannot give the list', async () => {
    const loadRows = vi.fn<CrmExportOptions['loadRows']>(async () => {
      throw new ListUnavailableError();
    });
    setup({ loadRows, source: { listName: 'Padarias' } });
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Todas as empresas da lista "Padarias"');
    await userEvent.click(within(dialog).getByRole('button', { name: CRM_EXPORT_ACTION }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CRM_LIST_UNAVAILABLE_MESSAGE,
    );
  });

  it('shows how far the load is and stops it on "Cancelar", saving nothing', async () => {
    let progress: TransferOptions['onProgress'];
    const loadRows = vi.fn<CrmExportOptions['loadRows']>(
      ({ signal, onProgress }) =>
        new Promise((_, reject) => {
          progress = onProgress;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('stopped', 'AbortError')),
          );
        }),
    );
    const { save } = setup({ loadRows });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: CRM_EXPORT_ACTION }));
    act(() => progress?.({ received: 50, expected: 200 }));
    expect(await within(dialog).findByText('Carregando as empresas... 25%')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await within(dialog).findByRole('button', { name: CRM_EXPORT_ACTION })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('listRowsLoader', () => {
  it("pages through the list's companies, counting them", async () => {
    const { id } = await api.createLista('L');
    const cnpjs = Array.from({ length: 1001 }, (_, index) => exampleCnpj(index + 1));
    await api.addCompaniesToList(id, cnpjs);
    const reads = recordListReads();
    const seen: unknown[] = [];
    const rows = await listRowsLoader(id)({ onProgress: (p) => seen.push(p) });
    expect(rows.map((row) => row.cnpj)).toEqual(cnpjs);
    expect(reads).toEqual([
      `/api/listas/${id}?page=1&recordsPerPage=1000`,
      `/api/listas/${id}?page=2&recordsPerPage=1000`,
    ]);
    expect(seen).toEqual([
      { received: 1000, expected: 1001 },
      { received: 1001, expected: 1001 },
    ]);
  });

  it('says so when the backend lacks the one-list call (404)', async () => {
    backend.server.use(
      http.get('*/api/listas/:listId', () => HttpResponse.json({}, { status: 404 })),
    );
    const load = listRowsLoader(7);
    await expect(load({})).rejects.toBeInstanceOf(ListUnavailableError);
  });
});

/** The one-list reads the backend sees from now on, as path and query. */
function recordListReads(): string[] {
  const reads: string[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && /^\/api\/listas\/\d+$/.test(url.pathname))
      reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}
