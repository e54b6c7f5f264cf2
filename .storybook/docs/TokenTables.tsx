// The sections of the "Design tokens" page, each drawn from the live CSS variables (live-tokens.ts):
// a designer sees the values components get, never a copy that could fall behind.
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { brandColours } from '../brand';
import { contrastPairs } from './contrast-pairs';
import {
  computedColour,
  group,
  opaqueHex,
  pixels,
  readTokens,
  tokenContrast,
  type Token,
} from './live-tokens';

/** The live tokens, read once the page's styles are in place. */
function useTokens(): Token[] {
  const [tokens, setTokens] = useState<Token[]>([]);
  useEffect(() => setTokens(readTokens()), []);
  return tokens;
}

const cell: CSSProperties = {
  padding: '6px 8px',
  borderTop: '1px solid var(--color-border)',
  verticalAlign: 'middle',
};
const swatch: CSSProperties = {
  width: 40,
  height: 28,
  borderRadius: 'var(--radius-sm)',
  border: '1px solid var(--color-border)',
};

/** A table with a header row. */
function Table({
  head,
  children,
  testId,
}: {
  head: string[];
  children: ReactNode;
  testId?: string;
}) {
  return (
    <table data-testid={testId} style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} style={{ ...cell, textAlign: 'left' }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A token's name and value cells, which every row on this page starts with (after any swatch). */
function TokenCells({ name, value, note }: { name: string; value: string; note?: ReactNode }) {
  return (
    <>
      <td style={cell}>
        <code>{name}</code>
      </td>
      <td style={cell}>
        <code>{value}</code>
        {note}
      </td>
    </>
  );
}

/** Palette and semantic colours with their swatches. */
export function Colours({ prefix }: { prefix: '--palette-' | '--color-' }) {
  const tokens = group(useTokens(), prefix);
  return (
    <Table head={['Swatch', 'Token', 'Value', 'Computed']} testId={`colours${prefix}`}>
      {tokens.map(({ name, value }) => (
        <tr key={name}>
          <td style={cell}>
            <div style={{ ...swatch, background: `var(${name})` }} />
          </td>
          <TokenCells name={name} value={value} />
          <td style={cell}>
            <code>{opaqueHex(computedColour(name)) ?? computedColour(name)}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The pairs components use, with their live WCAG ratio and whether it reaches AA. */
export function Contrast() {
  const tokens = useTokens();
  if (tokens.length === 0) return null;
  return (
    <Table head={['Sample', 'Foreground on background', 'Ratio', 'WCAG AA']} testId="contrast">
      {contrastPairs.map(({ foreground, background, minimum }) => {
        const ratio = tokenContrast(foreground, background);
        const passes = ratio !== null && ratio >= minimum;
        return (
          <tr key={`${foreground} ${background}`} data-contrast={passes ? 'pass' : 'fail'}>
            <td style={cell}>
              <span
                style={{
                  color: `var(${foreground})`,
                  background: `var(${background})`,
                  padding: '4px 8px',
                  borderRadius: 4,
                  border: minimum === 3 ? `2px solid var(${foreground})` : undefined,
                }}
              >
                Pesquisar Empresas
              </span>
            </td>
            <td style={cell}>
              <code>{foreground}</code> on <code>{background}</code>
            </td>
            <td style={cell}>{ratio === null ? '—' : `${ratio.toFixed(2)} : 1`}</td>
            <td style={cell}>{passes ? `✓ ≥ ${minimum}` : `✗ below ${minimum}`}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** Font sizes with a sample line, weights and line heights. */
export function Typography() {
  const tokens = useTokens();
  return (
    <Table head={['Token', 'Value', 'Sample']} testId="typography">
      {group(tokens, '--font-size-').map(({ name, value }) => (
        <tr key={name}>
          <TokenCells name={name} value={value} note={` (${pixels(name)} px)`} />
          <td style={{ ...cell, fontSize: `var(${name})`, fontFamily: 'var(--font-sans)' }}>
            Pesquisar Empresas · 12.345 resultados
          </td>
        </tr>
      ))}
      {[...group(tokens, '--font-weight-'), ...group(tokens, '--line-height-')].map(
        ({ name, value }) => (
          <tr key={name}>
            <TokenCells name={name} value={value} />
            <td
              style={{
                ...cell,
                fontFamily: 'var(--font-sans)',
                fontWeight: name.includes('weight') ? `var(${name})` : undefined,
                lineHeight: name.includes('line') ? `var(${name})` : undefined,
              }}
            >
              Minhas Listas
            </td>
          </tr>
        ),
      )}
    </Table>
  );
}

/** Spacing as bars, radii and shadows as boxes. */
export function Sizes({ prefix }: { prefix: '--space-' | '--radius-' | '--shadow-' }) {
  const tokens = group(useTokens(), prefix);
  const sample = (name: string): CSSProperties =>
    prefix === '--space-'
      ? { width: `var(${name})`, height: 12, background: 'var(--color-primary)' }
      : {
          width: 64,
          height: 40,
          background: prefix === '--radius-' ? 'var(--color-primary-soft)' : 'var(--color-surface)',
          border: '1px solid var(--color-border)',
          ...(prefix === '--radius-'
            ? { borderRadius: `var(${name})` }
            : { boxShadow: `var(${name})` }),
        };
  return (
    <Table head={['Token', 'Value', 'Sample']} testId={`sizes${prefix}`}>
      {tokens.map(({ name, value }) => (
        <tr key={name}>
          <TokenCells
            name={name}
            value={value}
            note={prefix === '--space-' && ` (${pixels(name)} px)`}
          />
          <td style={{ ...cell, padding: 12 }}>
            <div style={sample(name)} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Tokens of no group above (fonts, layout, layers, motion), as name and value. */
export function OtherTokens() {
  const shown = [
    '--palette-',
    '--color-',
    '--font-size-',
    '--font-weight-',
    '--line-height-',
    '--space-',
    '--radius-',
    '--shadow-',
  ];
  const tokens = useTokens().filter(({ name }) => !shown.some((prefix) => name.startsWith(prefix)));
  return (
    <Table head={['Token', 'Value']} testId="other-tokens">
      {tokens.map(({ name, value }) => (
        <tr key={name}>
          <TokenCells name={name} value={value} />
        </tr>
      ))}
    </Table>
  );
}

/** Flags a colour of Storybook's own theme (.storybook/brand.ts) that no longer equals its token. */
export function BrandCheck() {
  const tokens = useTokens();
  if (tokens.length === 0) return null;
  const drifted = Object.values(brandColours).filter(
    ({ token, value }) => opaqueHex(computedColour(token)) !== value,
  );
  if (drifted.length === 0) return <p>Storybook’s own theme uses these tokens’ current values.</p>;
  return (
    <p data-testid="docs-drift" style={{ color: 'var(--color-danger)', fontWeight: 600 }}>
      .storybook/brand.ts is out of date:{' '}
      {drifted.map(({ token, value }) => `${token} (${value})`).join(', ')}.
    </p>
  );
}
