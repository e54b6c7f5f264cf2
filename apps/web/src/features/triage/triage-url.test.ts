import { describe, expect, it } from 'vitest';
import { readTriageSet, setHref, triageQuery, withPage } from './triage-url';

describe("the triage's address of a Radar queue", () => {
  it('names the monitor and the page, and leaves to the queue at the page reached', () => {
    const set = readTriageSet(new URLSearchParams('radar=m%2F1&pagina=2'));
    expect(set).toEqual({ kind: 'radar', monitorId: 'm/1', page: 2 });
    expect(triageQuery(withPage(set!, 3))).toBe('radar=m%2F1&pagina=3');
    expect(setHref(set!)).toBe('/radar/m%2F1?pagina=2');
    // The first page is the queue's own address.
    expect(setHref(withPage(set!, 1))).toBe('/radar/m%2F1');
  });

  it('starts at the first page when the page is missing or wrong', () => {
    expect(readTriageSet(new URLSearchParams('radar=m-1'))).toEqual({
      kind: 'radar',
      monitorId: 'm-1',
      page: 1,
    });
    expect(readTriageSet(new URLSearchParams('radar=m-1&pagina=0'))).toMatchObject({ page: 1 });
    expect(readTriageSet(new URLSearchParams('radar=m-1&pagina=x'))).toMatchObject({ page: 1 });
  });

  it('reads a list before a monitor, and names no set without either', () => {
    expect(readTriageSet(new URLSearchParams('lista=4&radar=m-1'))).toMatchObject({ kind: 'list' });
    expect(readTriageSet(new URLSearchParams('radar='))).toBeNull();
  });
});
