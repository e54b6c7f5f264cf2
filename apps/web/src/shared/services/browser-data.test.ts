import { describe, expect, it } from 'vitest';
import { allBrowserDataParts } from './browser-data-parts';
import { readKnownCompanies, recordNaoContatar } from '../company-set/known-companies';
import { exportBrowserData, importBrowserData } from './browser-data';
import { savedSearches } from './saved-searches';
import { sessionStore } from './session-store';
import { greetingState } from './whatsapp-greeting';

const filters = { uf: 'SP' as const };

/** The exported file's text (jsdom's Blob has no text()). */
function exportedText(): Promise<string> {
  const { blob } = exportBrowserData(allBrowserDataParts(savedSearches()));
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe("the browser's data as a file (decision 056)", () => {
  it("takes one user's data to another browser, joining what is kept there", async () => {
    sessionStore.setUserId('u-ana');
    savedSearches().save('Padarias', filters);
    recordNaoContatar('11222333000181');
    greetingState.write('Oi, aqui é a Ana');
    const file = await exportedText();

    localStorage.clear();
    sessionStore.setUserId('u-ana');
    savedSearches().save('Mercados', filters);

    expect(importBrowserData(allBrowserDataParts(savedSearches()), file)).toBe(true);
    expect(
      savedSearches()
        .list()
        .map((search) => search.name),
    ).toEqual(['Mercados', 'Padarias']);
    expect(readKnownCompanies().naoContatar).toEqual(new Set(['11222333000181']));
    expect(greetingState.read()).toBe('Oi, aqui é a Ana');

    // The same file twice doubles nothing.
    importBrowserData(allBrowserDataParts(savedSearches()), file);
    expect(savedSearches().list()).toHaveLength(2);
  });

  it('refuses any other file, and changes nothing', async () => {
    sessionStore.setUserId('u-ana');
    savedSearches().save('Padarias', filters);
    const parts = allBrowserDataParts(savedSearches());
    for (const text of ['not json', '{}', '{"formato":"outro","versao":1,"dados":{}}'])
      expect(importBrowserData(parts, text)).toBe(false);
    const broken = JSON.parse(await exportedText());
    broken.dados.pesquisas_salvas = 'not a list';
    expect(importBrowserData(parts, JSON.stringify(broken))).toBe(false);
    expect(
      savedSearches()
        .list()
        .map((search) => search.name),
    ).toEqual(['Padarias']);
  });

  it('exports only the signed-in user’s data', async () => {
    sessionStore.setUserId('u-ana');
    savedSearches().save('Da Ana', filters);
    sessionStore.setUserId('u-bruno');
    const file = JSON.parse(await exportedText());
    expect(file.dados.pesquisas_salvas).toEqual([]);
  });
});
