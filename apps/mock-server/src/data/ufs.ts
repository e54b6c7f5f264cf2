// Source: IBGE state names, ANATEL area codes (DDD) and the Correios CEP ranges per state.
// Where a state has two CEP ranges (AM, DF, GO) the range holding the capital is kept.
import type { UfInfo } from './types';

/** The 27 federative units in alphabetical order of sigla. */
export const UFS: readonly UfInfo[] = [
  { sigla: 'AC', nome: 'Acre', ddds: ['68'], cepRange: ['69900-000', '69999-999'] },
  { sigla: 'AL', nome: 'Alagoas', ddds: ['82'], cepRange: ['57000-000', '57999-999'] },
  { sigla: 'AM', nome: 'Amazonas', ddds: ['92', '97'], cepRange: ['69000-000', '69299-999'] },
  { sigla: 'AP', nome: 'Amapá', ddds: ['96'], cepRange: ['68900-000', '68999-999'] },
  {
    sigla: 'BA',
    nome: 'Bahia',
    ddds: ['71', '73', '74', '75', '77'],
    cepRange: ['40000-000', '48999-999'],
  },
  { sigla: 'CE', nome: 'Ceará', ddds: ['85', '88'], cepRange: ['60000-000', '63999-999'] },
  { sigla: 'DF', nome: 'Distrito Federal', ddds: ['61'], cepRange: ['70000-000', '72799-999'] },
  { sigla: 'ES', nome: 'Espírito Santo', ddds: ['27', '28'], cepRange: ['29000-000', '29999-999'] },
  { sigla: 'GO', nome: 'Goiás', ddds: ['62', '64'], cepRange: ['73700-000', '76799-999'] },
  { sigla: 'MA', nome: 'Maranhão', ddds: ['98', '99'], cepRange: ['65000-000', '65999-999'] },
  {
    sigla: 'MG',
    nome: 'Minas Gerais',
    ddds: ['31', '32', '33', '34', '35', '37', '38'],
    cepRange: ['30000-000', '39999-999'],
  },
  { sigla: 'MS', nome: 'Mato Grosso do Sul', ddds: ['67'], cepRange: ['79000-000', '79999-999'] },
  { sigla: 'MT', nome: 'Mato Grosso', ddds: ['65', '66'], cepRange: ['78000-000', '78899-999'] },
  { sigla: 'PA', nome: 'Pará', ddds: ['91', '93', '94'], cepRange: ['66000-000', '68899-999'] },
  { sigla: 'PB', nome: 'Paraíba', ddds: ['83'], cepRange: ['58000-000', '58999-999'] },
  { sigla: 'PE', nome: 'Pernambuco', ddds: ['81', '87'], cepRange: ['50000-000', '56999-999'] },
  { sigla: 'PI', nome: 'Piauí', ddds: ['86', '89'], cepRange: ['64000-000', '64999-999'] },
  {
    sigla: 'PR',
    nome: 'Paraná',
    ddds: ['41', '42', '43', '44', '45', '46'],
    cepRange: ['80000-000', '87999-999'],
  },
  {
    sigla: 'RJ',
    nome: 'Rio de Janeiro',
    ddds: ['21', '22', '24'],
    cepRange: ['20000-000', '28999-999'],
  },
  { sigla: 'RN', nome: 'Rio Grande do Norte', ddds: ['84'], cepRange: ['59000-000', '59999-999'] },
  { sigla: 'RO', nome: 'Rondônia', ddds: ['69'], cepRange: ['76800-000', '76999-999'] },
  { sigla: 'RR', nome: 'Roraima', ddds: ['95'], cepRange: ['69300-000', '69399-999'] },
  {
    sigla: 'RS',
    nome: 'Rio Grande do Sul',
    ddds: ['51', '53', '54', '55'],
    cepRange: ['90000-000', '99999-999'],
  },
  {
    sigla: 'SC',
    nome: 'Santa Catarina',
    ddds: ['47', '48', '49'],
    cepRange: ['88000-000', '89999-999'],
  },
  { sigla: 'SE', nome: 'Sergipe', ddds: ['79'], cepRange: ['49000-000', '49999-999'] },
  {
    sigla: 'SP',
    nome: 'São Paulo',
    ddds: ['11', '12', '13', '14', '15', '16', '17', '18', '19'],
    cepRange: ['01000-000', '19999-999'],
  },
  { sigla: 'TO', nome: 'Tocantins', ddds: ['63'], cepRange: ['77000-000', '77999-999'] },
];
