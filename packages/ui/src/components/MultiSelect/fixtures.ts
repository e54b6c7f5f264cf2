// Story and test data: 5,570 municipality-like names (Brazil's municipality count), deterministic, with
// real accented names first so searches such as "sao" have known answers.
import type { MultiSelectOption } from './filter';

const realNames =
  'São Paulo|São José dos Campos|São Bernardo do Campo|Santo André|Campinas|Guarulhos|Ribeirão Preto|Sorocaba|Jundiaí|Bauru|Mogi das Cruzes|Presidente Prudente'.split(
    '|',
  );
const prefixes = 'Nova|Santa|Bom Jesus de|Porto|Campo|Vila|Águas de|Serra de|Alto|Rio'.split('|');
const roots =
  'Esperança Aurora Fátima Conceição Luzia Inês Mônica Goiás Itaúna Jacareí Araçá Buriti Cajú Paraná Piauí Tocantins Xingu Iguaçu Maracanã Tietê Jaú Ipê Jatobá Pequi Timbó Umbu Cedro Palmares Ibiúna Taubaté'.split(
    ' ',
  );
const suffixes =
  '|do Sul|do Norte|de Minas|da Serra|do Oeste|Paulista|Velha|Nova|do Leste|da Mata|das Flores|dos Campos|do Rio|da Praia|do Vale|Grande|Pequena|Alegre'.split(
    '|',
  );

/** Builds `count` unique options (default 5,570): real names first, then generated ones. */
export function buildMunicipioOptions(count = 5570): MultiSelectOption[] {
  const names = [...realNames];
  for (const suffix of suffixes) {
    for (const root of roots) {
      for (const prefix of prefixes) {
        if (names.length >= count) break;
        names.push(`${prefix} ${root}${suffix ? ` ${suffix}` : ''}`);
      }
    }
  }
  return names.slice(0, count).map((label, index) => ({ value: String(7001 + index), label }));
}
