import { describe, expect, it } from 'vitest';
import { addFound, foundAfter, queuedCompanies, withoutSeen } from './queue';

const company = (cnpj: string) => ({ cnpj });

describe("a monitor's queue", () => {
  it('adds each check in front, newest release first, and never loses or repeats a company', () => {
    const october = addFound([], '2026-10-31', [company('A'), company('B')]);
    const november = addFound(october, '2026-11-30', [company('C'), company('A')]);
    expect(november).toEqual([
      { release: '2026-11-30', company: { cnpj: 'C' } },
      { release: '2026-10-31', company: { cnpj: 'A' } },
      { release: '2026-10-31', company: { cnpj: 'B' } },
    ]);
    // A check that found nothing (or failed before it read anything) leaves the queue as it was.
    expect(addFound(november, '2026-12-31', [])).toEqual(november);
  });

  it('starts after the release last marked as seen, or holds everything before', () => {
    const found = addFound(addFound([], '2026-10-31', [company('A')]), '2026-11-30', [
      company('B'),
    ]);
    expect(queuedCompanies(found, { visto_ate: null }).map((c) => c.cnpj)).toEqual(['B', 'A']);
    expect(queuedCompanies(found, { visto_ate: '2026-10-31' }).map((c) => c.cnpj)).toEqual(['B']);
    expect(foundAfter(found, '2026-11-30')).toEqual([]);
    expect(withoutSeen(found, { visto_ate: '2026-10-31' })).toEqual([
      { release: '2026-11-30', company: { cnpj: 'B' } },
    ]);
  });
});
