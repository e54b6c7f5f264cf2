import type { Lista } from '@cnpj/domain';
import { SAMPLE_LISTS } from '@cnpj/fixtures';

/** Story data: three saved lists, the two a new paid user starts with in the mock first (decision 046). */
export const sampleLists: readonly Lista[] = [
  ...SAMPLE_LISTS.map(({ descricao }, i) => ({ id: i + 1, descricao })),
  { id: 3, descricao: 'Clientes SP' },
];

/** A small avatar drawn inline, so stories load no remote image. */
export const samplePhotoURL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0e6380"/>' +
      '<text x="20" y="26" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">AS</text></svg>',
  );

/** Stand-in page content. */
export function PagePlaceholder() {
  return (
    <div style={{ padding: 24 }}>
      <h1>Conteúdo da página</h1>
      <p>A página atual aparece aqui.</p>
    </div>
  );
}
