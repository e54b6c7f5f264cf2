// docs/product.md#contacts: phones you can call or message, e-mails you can judge.
export * from './phone';
export * from './email';
