// The UI kit's public surface: tokens, formatters, components (and, as they land, screens). The app
// imports from here and imports '@cnpj/ui/styles.css' once.
export * from './tokens';
export * from './format';
export * from './components/Spinner';
export * from './components/Field';
export * from './components/Button';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/NumberField';
export * from './components/DateField';
export * from './components/Switch';
export * from './components/Select';
export * from './components/SafeHtml';
