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
export * from './components/MaskedField';
export * from './components/Switch';
export * from './components/Checkbox';
export * from './components/Select';
export * from './components/MultiSelect';
export * from './components/Dialog';
export * from './components/ConfirmDialog';
export * from './components/Tooltip';
export * from './components/DropdownMenu';
export * from './components/Collapsible';
export * from './components/Banner';
export * from './components/LoadingOverlay';
export * from './components/Badge';
export * from './components/Card';
export * from './components/EmptyState';
export * from './components/CopyButton';
export * from './components/SafeHtml';
