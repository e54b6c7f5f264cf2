// Every search filter's declaration (decision 029), walked field by field: a non-default value
// survives a link (filters -> URL params -> filters) and the search call (filters -> criteria ->
// path -> the mock's strict reading). A field added to SearchFilters without a declaration fails
// the typecheck (the table's `satisfies`, and SAMPLES below) and the first test here.
import { describe, expect, it } from 'vitest';
import {
  FILTER_FIELDS,
  FILTER_NAMES,
  SEARCH_SEGMENT_ORDER,
  type SearchSegmentValues,
  buildSearchPath,
  defaultFilters,
  filtersFromParams,
  filtersToParams,
  toSearchCriteria,
  type FilterName,
  type SearchCriteria,
  type SearchFilters,
} from '@cnpj/domain';
import { parseCriteria, parseExtraCriteria } from '../src/search/criteria.ts';

/** One value per field that is not its default, as the form would hold it. */
const SAMPLES: { [K in FilterName]: SearchFilters[K] } = {
  uf: 'RJ',
  municipios: ['6291', '7107'],
  nomeEmpresa: 'PADARIA SAO JOAO',
  cep: '01310-100',
  situacaoCadastral: '08',
  ordenacao: 'R',
  cnaes: ['4721102'],
  cnaesSecundarios: ['5611201', '5611203'],
  naturezaJuridica: ['2062'],
  porte: ['01', '03'],
  bairro: 'CENTRO',
  logradouro: 'RUA A',
  dataAberturaIni: '2020-01-31',
  dataAberturaFim: '2024-02-29',
  capitalSocialIni: 1000,
  capitalSocialFim: 50000.5,
  faturamentoIni: 2000,
  faturamentoFim: 9000,
  comTelefone: true,
  comEmail: true,
  regimeTributario: 'LP',
  somenteMatriz: true,
  somenteCelular: true,
  ocultarEmListas: true,
};

/** The fields the path carries: the extension criteria travel as query parameters (decision 043). */
const PATH_NAMES = FILTER_NAMES.filter((name) => FILTER_FIELDS[name].criterion === undefined);

/** Default filters with a UF (criteria need one), and one field set to its sample. */
function withSample<K extends FilterName>(name: K): SearchFilters {
  const filters: SearchFilters = { ...defaultFilters(), uf: 'SP' };
  filters[name] = SAMPLES[name];
  return filters;
}

/** Whether the field's own declaration counts its sample as set. */
function sampleIsSet<K extends FilterName>(name: K): boolean {
  return FILTER_FIELDS[name].isSet(SAMPLES[name]);
}

/**
 * The criterion as the mock reads it back: free text upper-cased (the register is), the CEP's
 * digits (the path carries no mask), an absent date as null; lists arrive sorted, as SAMPLES are.
 */
function asMockReads(name: FilterName, value: SearchCriteria[FilterName]): unknown {
  const { kind } = FILTER_FIELDS[name].segment;
  if (kind === 'text') return String(value ?? '').toUpperCase();
  if (kind === 'cep') return String(value ?? '').replace(/\D/g, '');
  if (kind === 'date') return value ?? null;
  return value;
}

/** The decoded segments of a search path, by name, as the mock's router hands them over. */
function segmentsOf(path: string): Record<string, string> {
  const values = path.slice('/api/empresas/'.length).split('/').map(decodeURIComponent);
  return Object.fromEntries(SEARCH_SEGMENT_ORDER.map((name, index) => [name, values[index] ?? '']));
}

describe('each search filter, declared once (decision 029)', () => {
  it('declares every field of the form, and the path carries each', () => {
    expect([...FILTER_NAMES].sort()).toEqual(Object.keys(SAMPLES).sort());
    expect(Object.keys(defaultFilters()).sort()).toEqual([...FILTER_NAMES].sort());
    for (const name of PATH_NAMES) expect(SEARCH_SEGMENT_ORDER).toContain(name);
    for (const name of FILTER_NAMES.filter((n) => !PATH_NAMES.includes(n)))
      expect(SEARCH_SEGMENT_ORDER).not.toContain(name);
  });

  it.each(FILTER_NAMES)('%s: the sample is not the default', (name) => {
    expect(sampleIsSet(name)).toBe(true);
  });

  it.each(FILTER_NAMES)('%s: filters -> URL params -> filters', (name) => {
    const filters = withSample(name);
    const read = filtersFromParams(new URLSearchParams(filtersToParams(filters).toString()));
    // A field that never travels in a link (the hidden regime) comes back as its default.
    const expected = FILTER_FIELDS[name].url
      ? filters
      : { ...filters, [name]: defaultFilters()[name] };
    expect(read).toEqual(expected);
  });

  it.each(FILTER_NAMES)("%s: filters -> path -> the mock's criteria", (name) => {
    const criteria = toSearchCriteria(withSample(name));
    if (criteria === null) throw new Error('the sample filters have a UF');
    const parsed = parseCriteria(segmentsOf(buildSearchPath({ ...criteria, user_id: 'u-1' })));
    if (!parsed.ok) throw new Error(parsed.message);
    for (const field of PATH_NAMES) {
      const read: SearchSegmentValues[FilterName] = parsed.value[field];
      expect(read, field).toEqual(asMockReads(field, criteria[field]));
    }
  });

  it("reads the extension criteria from the search's query, strictly", () => {
    const read = parseExtraCriteria(
      new URLSearchParams('somente_matriz=true&somente_celular=false&excluir_listas=3,12'),
    );
    expect(read).toEqual({
      ok: true,
      value: { somenteMatriz: true, somenteCelular: false, excluirListas: [3, 12] },
    });
    expect(parseExtraCriteria(new URLSearchParams('somente_matriz=sim')).ok).toBe(false);
    expect(parseExtraCriteria(new URLSearchParams('excluir_listas=a')).ok).toBe(false);
  });

  it('writes links in the order they always had, so a shared link reads back byte for byte', () => {
    const all: SearchFilters = { ...SAMPLES, regimeTributario: defaultFilters().regimeTributario };
    expect(filtersToParams(all).toString()).toBe(
      'uf=RJ&nomeEmpresa=PADARIA+SAO+JOAO&bairro=CENTRO&logradouro=RUA+A&cep=01310-100' +
        '&municipios=6291&municipios=7107&cnaes=4721102&cnaesSecundarios=5611201' +
        '&cnaesSecundarios=5611203&naturezaJuridica=2062&porte=01&porte=03&situacaoCadastral=08' +
        '&ordenacao=R&dataAberturaIni=2020-01-31&dataAberturaFim=2024-02-29' +
        '&capitalSocialIni=1000&capitalSocialFim=50000.5&faturamentoIni=2000&faturamentoFim=9000' +
        '&comTelefone=true&comEmail=true&somenteMatriz=true&somenteCelular=true&ocultarEmListas=true',
    );
  });
});
