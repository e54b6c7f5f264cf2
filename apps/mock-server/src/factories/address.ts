// Address and contact fields of a company, consistent with its city: the city's DDD and CEP range, the
// contact kinds the product labels (docs/product.md#contacts). The rules are the sample data's
// (@cnpj/fixtures, decision 046), so the mock and the stories agree.
import { MUNICIPIOS } from '../reference.ts';
import type { Rng } from '../lib/random.ts';
import type { UfSigla } from '@cnpj/domain';
import {
  BAIRROS,
  COMPLEMENTOS,
  TIPOS_LOGRADOURO,
  cepRangeFor,
  companyEmail,
  dddFor,
  personName,
  phoneIn,
  ufInfo,
  type EmailOwner,
} from '@cnpj/fixtures';

export { ufInfo };

/** A CEP of 8 digits inside the city's range (the UF's, for a city without its own). */
export function cepIn(rng: Rng, uf: UfSigla, codigoTom?: string): string {
  const [low, high] = cepRangeFor(uf, codigoTom);
  return String(rng.int(Number(low), Number(high))).padStart(8, '0');
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
    complemento: rng.chance(0.35) ? `${rng.pick(COMPLEMENTOS)} ${rng.int(1, 30)}` : null,
    bairro: rng.pick(BAIRROS),
  };
}

/** A phone pair in the register's shape on the city's DDD, sometimes null or "-" (docs/product.md#entities). */
export function phone(
  rng: Rng,
  uf: UfSigla,
  codigoTom: string | undefined,
  required: boolean,
  presence: number,
): [string | null, string | null] {
  return phoneIn(rng, dddFor(uf, codigoTom), required, presence);
}

/** An e-mail on the company's own domain, a free provider or its accountant's; some missing (when allowed). */
export function email(rng: Rng, owner: EmailOwner, required: boolean): string | null {
  return companyEmail(rng, owner, required);
}
