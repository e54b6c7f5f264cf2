// The one module for code loaded on demand (decision 063): `loader` for heavy libraries only.
export { loader, useLoaded, type Loader } from './loader';
