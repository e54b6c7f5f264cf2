// docs/product.md#contacts: the phone and e-mail pieces every screen with companies shows.
export * from './ContactSettings';
export * from './PhoneLinks';
export * from './EmailLinks';
export * from './GreetingEditor';
export * from './CompanyContacts';
