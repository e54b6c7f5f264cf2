// "Publicar nova base" (QA console): the next monthly release of the register. The update date moves
// to it, the search finds the companies opened up to it, and a few companies already on users' lists
// change, so the Radar's list changes appear: about one in three of each list's companies, at least
// one per list, taking the kinds in turn (a status now Baixada, Inapta or Suspensa, a phone removed or
// new, an e-mail new or removed, a new address). The same release changes the same companies.
import { hashString } from '../lib/random.ts';
import type { MockStore } from '../store.ts';
import type { CompanyPatch } from './register.ts';

/** The kinds of change a release brings, in turn, each as the patch that makes it. */
const KINDS: readonly ((release: string, hash: number) => CompanyPatch)[] = [
  (release) => ({ situacao_cadastral: '08', data_situacao_cadastral: release }),
  () => ({ ddd1: null, fone1: null }),
  (_, hash) => ({ email: `comercial${hash % 1000}@empresa-${(hash >>> 10) % 1000}.com.br` }),
  (_, hash) => ({ logradouro: 'AVENIDA BRASIL', numero: String(100 + (hash % 1900)) }),
  (release) => ({ situacao_cadastral: '04', data_situacao_cadastral: release }),
  (_, hash) => ({
    ddd2: '11',
    fone2: `9${String(60_000_000 + (hash % 39_999_999)).padStart(8, '0')}`,
  }),
  () => ({ email: null }),
  (release) => ({ situacao_cadastral: '03', data_situacao_cadastral: release }),
];

/** Publishes the next release and changes some listed companies; answers the new release's date. */
export function publishRelease(store: MockStore): string {
  const release = store.register.publish();
  const changed = new Set<string>();
  let turn = 0;
  for (const user of store.users.values())
    for (const lista of user.listas.values()) {
      const chosen = lista.cnpjs.filter((cnpj) => hashString(`${release}|${cnpj}`) % 3 === 0);
      const picked =
        chosen.length > 0 || lista.cnpjs.length === 0 ? chosen : lista.cnpjs.slice(0, 1);
      for (const cnpj of picked) {
        if (changed.has(cnpj)) continue;
        changed.add(cnpj);
        const kind = KINDS[turn % KINDS.length]!;
        store.register.change(cnpj, release, kind(release, hashString(cnpj, turn)));
        turn += 1;
      }
    }
  return release;
}
