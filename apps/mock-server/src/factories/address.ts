// Address and contact fields of a company, always consistent with its UF (DDDs, CEP range).
import { UFS, MUNICIPIOS } from '../reference.ts';
import type { Rng } from '../lib/random.ts';
import { firstName, personName, LAST_NAMES } from '../lib/people.ts';
import { slug } from '../lib/text.ts';
import type { UfSigla } from '@cnpj/domain';
import { BAIRROS, FREE_PROVIDERS, TIPOS_LOGRADOURO } from '../search/vocabulary.ts';

/** Reference data of one UF. */
export function ufInfo(uf: UfSigla): (typeof UFS)[number] {
  const info = UFS.find((item) => item.sigla === uf);
  if (!info) throw new Error(`UF ausente dos dados de referência: ${uf}`);
  return info;
}

/** A CEP of 8 digits inside the UF's range. */
export function cepIn(rng: Rng, uf: UfSigla): string {
  const [low, high] = ufInfo(uf).cepRange;
  return String(rng.int(Number(low.replace('-', '')), Number(high.replace('-', '')))).padStart(
    8,
    '0',
  );
}

/** A municipality of the UF. */
export function municipioIn(rng: Rng, uf: UfSigla): { codigo_tom: string; municipio: string } {
  return rng.pick(MUNICIPIOS[uf]);
}

/** Street type, street name, number, complement and district. */
export function street(rng: Rng): {
  tipo: string;
  nome: string;
  numero: string;
  complemento: string | null;
  bairro: string;
} {
  return {
    tipo: rng.pick(TIPOS_LOGRADOURO),
    nome: personName(rng),
    numero: rng.chance(0.08) ? 'S/N' : String(rng.int(1, 4999)),
    complemento: rng.chance(0.35)
      ? rng.pick(['SALA ', 'LOJA ', 'ANDAR ', 'BLOCO ']) + String(rng.int(1, 30))
      : null,
    bairro: rng.pick(BAIRROS),
  };
}

/** A phone pair in the register's shape: DDD + number, sometimes null or "-" (docs/product.md#entities). */
export function phone(
  rng: Rng,
  uf: UfSigla,
  required: boolean,
  presence: number,
): [string | null, string | null] {
  if (!required && !rng.chance(presence)) return rng.chance(0.8) ? [null, null] : [null, '-'];
  const mobile = rng.chance(0.55);
  const number = mobile ? `9${rng.digits(8)}` : `${rng.int(2, 5)}${rng.digits(7)}`;
  return [rng.pick(ufInfo(uf).ddds), number];
}

/** Mostly free-provider e-mails, some on the company's own domain, some missing (when allowed). */
export function email(rng: Rng, razao: string, required: boolean): string | null {
  if (!required && rng.chance(0.55)) return null;
  if (rng.chance(0.25)) {
    const domain = `${slug(razao.split(' ').slice(0, 2).join(''))}.com.br`;
    return `${rng.pick(['contato', 'financeiro', 'comercial', 'adm'])}@${domain}`;
  }
  const local = `${slug(firstName(rng))}.${slug(rng.pick(LAST_NAMES))}${rng.chance(0.4) ? rng.int(1, 99) : ''}`;
  return `${local}@${rng.pick(FREE_PROVIDERS)}`;
}
