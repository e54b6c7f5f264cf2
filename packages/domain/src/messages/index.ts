// The error catalogue of docs/product.md#errors, word for word, so the kit, the app, the client and
// the mock's QA console can never drift apart. One file per screen: a bundle keeps or drops whole
// modules, so a page loads only its own screen's texts (performance budget; with one file, every
// text rode in the entry that /login loads). Texts that belong to one rule live with it (signup.ts,
// cnpj.ts, free-plan.ts, dates.ts).
export * from './auth';
export * from './home';
export * from './search';
export * from './lists';
export * from './detail';
export * from './network';
export * from './loading';
export * from './not-found';
export * from './layout';
export * from './subscription';
export * from './contacts';
export * from './bulk';
export * from './crm';
export * from './crm-dialog';
export * from './prospecting';
export * from './browser-data';
