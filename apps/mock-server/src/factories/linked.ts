// Linked companies: the other establishments sharing the CNPJ root (head office 0001 and branches).
import { makeCnpj } from '../lib/cnpj.ts';
import { formatCnpj } from '@cnpj/domain';
import { Rng, mixSeed } from '../lib/random.ts';
import type { EmpresaDetalhe, EmpresaVinculada, SituacaoCadastral } from '@cnpj/domain';
import { randomTradeName, type Activity } from './names.ts';

/** Every establishment of the root but the given CNPJ itself. */
export function linkedCompanies(
  seed: number,
  cnpj: string,
  razao: string,
  activity: Activity,
): EmpresaDetalhe['vinculadas'] {
  return siblingCnpjs(cnpj, rootSize(cnpj)).map((other) => {
    const rng = new Rng(mixSeed(seed, 'linked', other));
    return {
      cnpj_formatado: formatCnpj(other),
      razao_social: razao,
      nome_fantasia: randomTradeName(rng, activity),
      situacao_cadastral: rng.chance(0.8) ? '02' : rng.pick<SituacaoCadastral>(['04', '08']),
      identificador_matriz_filial: other.slice(8, 12) === '0001' ? '1' : '2',
    };
  });
}

/** How many establishments the CNPJ's root has, counting the CNPJ's own order. */
export function rootSize(cnpj: string): number {
  // An alphanumeric order (01DE) is no count of establishments.
  const order = Number(cnpj.slice(8, 12));
  return Math.max(establishments(cnpj.slice(0, 8)), Number.isInteger(order) ? order : 0);
}

/** The CNPJs of establishments 0001 to `size` of the CNPJ's root, but the CNPJ itself. */
export function siblingCnpjs(cnpj: string, size: number): string[] {
  const root = cnpj.slice(0, 8);
  const siblings: string[] = [];
  for (let establishment = 1; establishment <= size; establishment += 1) {
    const other = makeCnpj(root, String(establishment).padStart(4, '0'));
    if (other !== cnpj) siblings.push(other);
  }
  return siblings;
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

/** A company as its head office or branches list it: the fields of its own detail, so a link agrees with what it opens. */
export function asLinked(company: EmpresaDetalhe): EmpresaVinculada {
  return {
    cnpj_formatado: company.cnpj_formatado,
    razao_social: company.razao_social,
    nome_fantasia: company.nome_fantasia,
    situacao_cadastral: company.situacao_cadastral,
    identificador_matriz_filial: company.identificador_matriz_filial,
  };
}
