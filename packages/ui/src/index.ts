// The UI kit's public surface: tokens, components (and, as they land, screens). The app imports from
// here and imports './styles.css' once.
export * from './tokens';
export * from './components/Spinner';
export * from './components/Field';
export * from './components/Button';
