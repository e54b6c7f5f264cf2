// Source: Receita Federal tabela de municípios (código TOM/SIAFI), names as IBGE writes them.
// The capital and the largest municipalities of each state of the Center-West region.
import type { MunicipioRow } from './row';

/** Mato Grosso do Sul. */
export const MS: readonly MunicipioRow[] = [
  ['9051', 'Campo Grande'],
  ['9073', 'Dourados'],
  ['9165', 'Três Lagoas'],
  ['9063', 'Corumbá'],
  ['9131', 'Ponta Porã'],
  ['9113', 'Naviraí'],
  ['9123', 'Nova Andradina'],
  ['9021', 'Aquidauana'],
  ['9157', 'Sidrolândia'],
  ['9125', 'Paranaíba'],
  ['9107', 'Maracaju'],
  ['9065', 'Coxim'],
  ['9011', 'Amambai'],
  ['9143', 'Rio Brilhante'],
  ['9055', 'Caarapó'],
  ['9787', 'Chapadão do Sul'],
  ['9809', 'São Gabriel do Oeste'],
  ['9099', 'Jardim'],
  ['9093', 'Ivinhema'],
  ['9043', 'Bonito'],
];

/** Mato Grosso. */
export const MT: readonly MunicipioRow[] = [
  ['9067', 'Cuiabá'],
  ['9167', 'Várzea Grande'],
  ['9151', 'Rondonópolis'],
  ['8985', 'Sinop'],
  ['9185', 'Tangará da Serra'],
  ['9047', 'Cáceres'],
  ['9907', 'Sorriso'],
  ['9925', 'Lucas do Rio Verde'],
  ['9871', 'Primavera do Leste'],
  ['9035', 'Barra do Garças'],
  ['8987', 'Alta Floresta'],
  ['8999', 'Pontes e Lacerda'],
  ['9937', 'Nova Mutum'],
  ['9779', 'Campo Verde'],
  ['9831', 'Juína'],
  ['1080', 'Colniza'],
  ['9887', 'Guarantã do Norte'],
  ['9819', 'Juara'],
  ['9891', 'Peixoto de Azevedo'],
  ['9777', 'Campo Novo do Parecis'],
  ['1046', 'Sapezal'],
  ['8979', 'Colíder'],
  ['9129', 'Poconé'],
  ['9177', "Mirassol d'Oeste"],
  ['9095', 'Jaciara'],
];

/** Goiás. */
export const GO: readonly MunicipioRow[] = [
  ['9373', 'Goiânia'],
  ['9227', 'Aparecida de Goiânia'],
  ['9221', 'Anápolis'],
  ['9571', 'Rio Verde'],
  ['1052', 'Águas Lindas de Goiás'],
  ['9445', 'Luziânia'],
  ['1066', 'Valparaíso de Goiás'],
  ['9625', 'Trindade'],
  ['9361', 'Formosa'],
  ['1058', 'Novo Gama'],
  ['9753', 'Senador Canedo'],
  ['9301', 'Catalão'],
  ['9425', 'Itumbiara'],
  ['9433', 'Jataí'],
  ['9595', 'Planaltina'],
  ['9289', 'Caldas Novas'],
  ['9677', 'Santo Antônio do Descoberto'],
  ['9371', 'Goianésia'],
  ['0077', 'Cidade Ocidental'],
  ['9459', 'Mineiros'],
  ['9395', 'Inhumas'],
  ['9563', 'Quirinópolis'],
  ['9431', 'Jaraguá'],
  ['9325', 'Cristalina'],
  ['9473', 'Morrinhos'],
  ['9555', 'Porangatu'],
  ['9377', 'Goiás'],
  ['9633', 'Uruaçu'],
  ['9489', 'Niquelândia'],
  ['9543', 'Pirenópolis'],
];

/** Distrito Federal: Brasília is its only municipality. */
export const DF: readonly MunicipioRow[] = [['9701', 'Brasília']];
