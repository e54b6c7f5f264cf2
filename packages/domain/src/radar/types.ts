// The Radar's shapes, named from the contract (openapi.yaml, tag extensions): the same shapes whether
// the backend keeps the monitors or this browser does (docs/product.md#radar, decision 067).
import type { components } from '../generated/schema';

type Schemas = components['schemas'];

/** A search the Radar checks at every release. */
export type RadarMonitor = Schemas['RadarMonitor'];
/** A monitor as the app creates it: a name and a saved search's filters. */
export type RadarMonitorEntrada = Schemas['RadarMonitorEntrada'];
/** A rename, a pause or a resume. */
export type RadarMonitorAlteracao = Schemas['RadarMonitorAlteracao'];
/** One page of a monitor's new companies. */
export type RadarNovas = Schemas['RadarNovas'];
/** What a check leaves out: listas, nao_contatar, exportadas. */
export type RadarExclusao = Schemas['RadarExclusao'];
/** What changed in a listed company. */
export type RadarMudancaTipo = Schemas['RadarMudancaTipo'];
/** One change of a listed company, from one release to another. */
export type RadarMudanca = Schemas['RadarMudanca'];
/** The changes of a list since a release. */
export type RadarMudancas = Schemas['RadarMudancas'];
