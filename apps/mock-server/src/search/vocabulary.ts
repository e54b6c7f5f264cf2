// Sorted word lists from which names are built. Order R and N pick words monotonically from them, so
// sorting holds across pages by construction (see search/rows.ts). No entry is a word-prefix of
// another entry of the same list, otherwise the next word could break the order.

/** Single-word surnames, sorted. */
export const SURNAMES = [
  'ALMEIDA',
  'ALVES',
  'AMARAL',
  'ANDRADE',
  'ARAUJO',
  'BARBOSA',
  'BARROS',
  'BATISTA',
  'BORGES',
  'CAMPOS',
  'CARDOSO',
  'CARVALHO',
  'CASTRO',
  'CAVALCANTI',
  'CORREIA',
  'COSTA',
  'CUNHA',
  'DIAS',
  'DUARTE',
  'FARIAS',
  'FERNANDES',
  'FERREIRA',
  'FREITAS',
  'GOMES',
  'GONCALVES',
  'GUIMARAES',
  'LIMA',
  'LOPES',
  'MACHADO',
  'MARQUES',
  'MARTINS',
  'MEDEIROS',
  'MELO',
  'MENDES',
  'MIRANDA',
  'MONTEIRO',
  'MOREIRA',
  'MOURA',
  'NASCIMENTO',
  'NOGUEIRA',
  'NUNES',
  'OLIVEIRA',
  'PEREIRA',
  'PINTO',
  'RAMOS',
  'REIS',
  'RIBEIRO',
  'ROCHA',
  'RODRIGUES',
  'SANTANA',
  'SANTOS',
  'SILVA',
  'SOARES',
  'SOUZA',
  'TEIXEIRA',
  'VIEIRA',
].sort();

/** Activity phrases of legal names, sorted. */
export const ACTIVITIES = [
  'AGROPECUARIA',
  'ALIMENTOS',
  'ARQUITETURA',
  'AUTO PECAS',
  'COMERCIO DE MATERIAIS',
  'COMERCIO E SERVICOS',
  'CONSTRUCOES',
  'CONSULTORIA',
  'CONTABILIDADE',
  'DISTRIBUIDORA',
  'EDUCACAO',
  'ENGENHARIA',
  'FARMACIA',
  'IMOVEIS',
  'INDUSTRIA',
  'INFORMATICA',
  'LOGISTICA',
  'MATERIAIS ELETRICOS',
  'MODA',
  'PADARIA',
  'PAPELARIA',
  'PARTICIPACOES',
  'RESTAURANTE',
  'SERVICOS MEDICOS',
  'TECNOLOGIA',
  'TRANSPORTES',
  'VIDRACARIA',
].sort();

/** Legal-form suffixes, sorted. */
export const SUFFIXES = ['EIRELI', 'LTDA', 'ME', 'S.A.', 'SOCIEDADE SIMPLES'].sort();

/** First words of trade names, sorted. */
export const FANTASY_HEADS = [
  'ALFA',
  'AMIGO',
  'BELLA',
  'BOM',
  'CASA',
  'CENTRAL',
  'CIA',
  'ESPACO',
  'ESTRELA',
  'GRUPO',
  'MUNDO',
  'NOVA',
  'PONTO',
  'PRIME',
  'REDE',
  'SUPER',
  'TOP',
  'UNIAO',
  'VIDA',
  'VILA',
].sort();

/** Second words of trade names, sorted. */
export const FANTASY_TAILS = [
  'BRASIL',
  'CENTER',
  'DIGITAL',
  'EXPRESS',
  'FORTE',
  'GOURMET',
  'MAIS',
  'PREMIUM',
  'SAUDE',
  'SUL',
  'VERDE',
].sort();

/** Common neighbourhood names. */
export const BAIRROS = [
  'CENTRO',
  'JARDIM AMERICA',
  'VILA NOVA',
  'SANTA CRUZ',
  'BOA VISTA',
  'SAO JOSE',
  'INDUSTRIAL',
  'JARDIM EUROPA',
  'PLANALTO',
  'SANTO ANTONIO',
  'NOVA ESPERANCA',
  'CIDADE NOVA',
  'BELA VISTA',
];

/** Street types of the register. */
export const TIPOS_LOGRADOURO = [
  'RUA',
  'AVENIDA',
  'TRAVESSA',
  'ALAMEDA',
  'ESTRADA',
  'RODOVIA',
  'PRACA',
];

/**
 * Picks one word per list so that a larger fraction never gives a smaller phrase: the fraction
 * chooses the first word, what is left of it chooses the second, and so on.
 */
export function monotonicWords(fraction: number, lists: readonly (readonly string[])[]): string[] {
  let rest = Math.min(Math.max(fraction, 0), 0.999999999);
  return lists.map((list) => {
    const scaled = rest * list.length;
    const index = Math.floor(scaled);
    rest = scaled - index;
    return list[index] ?? list[list.length - 1] ?? '';
  });
}
