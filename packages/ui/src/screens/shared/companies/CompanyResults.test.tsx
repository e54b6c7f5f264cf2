// docs/product.md#search, #contacts: the results' layouts measured in a real browser, at the widths
// the app gives them (1366, 1600 and 1920 px screens, the side menu open or collapsed).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../styles.css';
import { buildRow, buildRows } from './fixtures';
import { CompanyResults } from './CompanyResults';
import type { ResultsDensity } from './ResultsDensityToggle';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

const LONG_EMAIL =
  'comercial.atendimento.vendas.corporativas@distribuidora-de-alimentos-do-interior.com.br';
const rows = [
  ...buildRows(12),
  buildRow(12, {
    nome_fantasia: 'Distribuidora de Alimentos e Bebidas do Interior Paulista',
    municipio: 'São José do Rio Pardo Paulista do Vale',
    situacao_cadastral: '03',
    email: LONG_EMAIL,
  }),
];
const actions = { onDoNotContact: () => {} };

/**
 * The results' width in the app: the screen less the side menu (256 px open, 64 collapsed), the
 * page's padding and the scroll bar, within the content's 1600 px.
 */
const APP_WIDTHS = {
  '1366, menu open': 1047,
  '1366, menu collapsed': 1239,
  '1600, menu open': 1281,
  '1600, menu collapsed': 1473,
  '1920': 1552,
};

/** Draws a page of results as the search shows it (with "Não contatar") in a box of `width` px. */
async function drawResults(width: number, density: ResultsDensity, layout: 'table' | 'cards') {
  render(
    <div style={{ width }}>
      <CompanyResults
        rows={rows}
        selection={new Set()}
        onSelectionChange={() => {}}
        layout={layout}
        density={density}
        rowActions={actions}
      />
    </div>,
  );
  const found =
    layout === 'table'
      ? await screen.findByRole('grid', { name: 'Empresas encontradas' })
      : await screen.findByRole('list', { name: 'Empresas encontradas' });
  await within(found).findAllByRole('link', { name: LONG_EMAIL });
  return found;
}

/** The cells whose content is wider than the cell (cut off with nothing to show it whole). */
function clippedCells(table: HTMLElement): string[] {
  return [...table.querySelectorAll('th, td')]
    .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
    .map(
      (cell) =>
        `${cell.tagName} ${cell.textContent?.slice(0, 30)}: ${cell.scrollWidth}/${cell.clientWidth}`,
    );
}

/** The width of the column under `header`. */
function columnWidth(table: HTMLElement, header: string): number {
  return within(table).getByRole('columnheader', { name: header }).getBoundingClientRect().width;
}

describe('the compact view', () => {
  for (const [screenSize, width] of Object.entries(APP_WIDTHS)) {
    it(`cuts no column off and leaves the names and e-mails room at ${screenSize}`, async () => {
      const table = await drawResults(width, 'compact', 'table');
      const scroller = table.parentElement!;
      expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(scroller.clientWidth + 1);
      expect(table.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1);
      expect(clippedCells(table)).toEqual([]);
      // About 16 characters of a name and of an address at the narrowest, more as the screen grows.
      expect(columnWidth(table, 'Empresa')).toBeGreaterThanOrEqual(140);
      expect(columnWidth(table, 'E-mail')).toBeGreaterThanOrEqual(140);
    });
  }
});

describe('the comfortable view', () => {
  for (const [screenSize, width] of Object.entries(APP_WIDTHS)) {
    it(`cuts no column off at ${screenSize}`, async () => {
      const table = await drawResults(width, 'comfortable', 'table');
      expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth + 1);
      expect(clippedCells(table)).toEqual([]);
    });
  }
});

describe('e-mails are links that write to the company (docs/product.md#contacts)', () => {
  const cases = [
    ['comfortable', 'table'],
    ['compact', 'table'],
    ['comfortable', 'cards'],
    ['compact', 'cards'],
  ] as const;
  for (const [density, layout] of cases) {
    it(`in the ${density} ${layout}`, async () => {
      const found = await drawResults(layout === 'table' ? 1281 : 375, density, layout);
      const link = within(found).getByRole('link', { name: LONG_EMAIL });
      expect(link.getAttribute('href')).toBe(`mailto:${LONG_EMAIL}`);
      const withEmail = rows.filter((row) => row.email);
      expect(found.querySelectorAll('a[href^="mailto:"]')).toHaveLength(withEmail.length);
    });
  }
});

describe("a row's checkbox", () => {
  it('is named after the name the row shows: the trade name, else the legal name', async () => {
    const table = await drawResults(1281, 'comfortable', 'table');
    const [withTradeName, hidden] = rows;
    // getByRole throws when no checkbox has the name.
    within(table).getByRole('checkbox', { name: `Selecionar ${withTradeName!.nome_fantasia}` });
    within(table).getByRole('checkbox', { name: `Selecionar ${hidden!.razao_social}` });
    expect(
      within(table).queryByRole('checkbox', { name: `Selecionar ${withTradeName!.razao_social}` }),
    ).toBeNull();
  });
});

describe('on a phone', () => {
  it('"Compacta" draws shorter cards: no CNAE, no address, one phone', async () => {
    const comfortable = await drawResults(375, 'comfortable', 'cards');
    const tall = comfortable.querySelector('li')!.getBoundingClientRect().height;
    cleanup();
    const compact = await drawResults(375, 'compact', 'cards');
    const card = compact.querySelector('li')!;
    expect(card.getBoundingClientRect().height).toBeLessThan(tall * 0.7);
    expect(card.textContent).not.toContain(rows[0]!.cnae_principal!.replace(/<[^>]+>/g, ''));
    expect(card.textContent).toContain(rows[0]!.municipio!);
  });
});
