// The mock's public surface: one set of MSW handlers (Storybook, Vitest, the Express host), the store,
// the scenarios and the factories. See README.md.
export { createHandlers, handlers, type CreateHandlersOptions } from './handlers/index.ts';
export { DEMO_IDENTITY } from './handlers/context.ts';
export {
  store,
  resetStore,
  planForEmail,
  userIdForUid,
  MockStore,
  type UserState,
  type StoredLista,
} from './store.ts';
export {
  scenarios,
  isScenarioName,
  parseScenarios,
  SCENARIO_HEADER,
  type ScenarioName,
} from './scenarios.ts';
export {
  scenarioCatalog,
  SCENARIO_GROUPS,
  type ScenarioInfo,
  type ScenarioGroup,
  type ScenarioEffect,
} from './scenario-catalog.ts';
export { defaultOptions, type MockOptions } from './options.ts';
export {
  buildCompany,
  buildCompanyDetail,
  buildLista,
  buildNotification,
  buildPartner,
  exampleCnpj,
  DEFAULT_SEED,
} from './factories/index.ts';
export {
  encodeToken,
  decodeToken,
  type TokenClaims,
  type TokenKind,
  type TokenUse,
} from './auth/tokens.ts';
export { makeCnpj } from './lib/cnpj.ts';
