// Linked companies: the other establishments sharing the CNPJ root (head office 0001 and branches).
import { makeCnpj } from '../lib/cnpj.ts';
import { formatCnpj } from '@cnpj/domain';
import { Rng, mixSeed } from '../lib/random.ts';
import type { EmpresaDetalhe, SituacaoCadastral } from '@cnpj/domain';
import { fantasyName } from './names.ts';

/** Every establishment of the root but the given CNPJ itself. */
export function linkedCompanies(
  seed: number,
  cnpj: string,
  razao: string,
): EmpresaDetalhe['vinculadas'] {
  const root = cnpj.slice(0, 8);
  // An alphanumeric order (01DE) is no count of establishments.
  const order = Number(cnpj.slice(8, 12));
  const count = Math.max(establishments(root), Number.isInteger(order) ? order : 0);
  const linked: EmpresaDetalhe['vinculadas'] = [];
  for (let establishment = 1; establishment <= count; establishment += 1) {
    const other = makeCnpj(root, String(establishment).padStart(4, '0'));
    if (other === cnpj) continue;
    const rng = new Rng(mixSeed(seed, 'linked', other));
    linked.push({
      cnpj_formatado: formatCnpj(other),
      razao_social: razao,
      nome_fantasia: fantasyName(rng),
      situacao_cadastral: rng.chance(0.8) ? '02' : rng.pick<SituacaoCadastral>(['04', '08']),
      identificador_matriz_filial: establishment === 1 ? '1' : '2',
    });
  }
  return linked;
}

/** How many establishments (head office + branches) a CNPJ root has. */
export function establishments(root: string): number {
  const roll = new Rng(mixSeed('establishments', root)).next();
  return roll < 0.6
    ? 1
    : roll < 0.85
      ? 2 + (Math.floor(roll * 10) % 2)
      : 4 + (Math.floor(roll * 100) % 5);
}
