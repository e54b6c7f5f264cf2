import { describe, expect, it } from 'vitest';
import '../styles.css';
import { contrastRatio } from './contrast';

/** Resolves a token as the browser does (var() chains included), as #rrggbb. */
function token(name: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  expect(value, `${name} is defined`).toMatch(/^#[0-9a-f]{6}$/i);
  return value;
}

// Every text-on-background pair the components use (decision 005: AA everywhere).
const textPairs: [string, string][] = [
  ['--color-text', '--color-bg'],
  ['--color-text', '--color-surface'],
  ['--color-text-muted', '--color-surface'],
  ['--color-text-muted', '--color-surface-muted'],
  ['--color-text-subtle', '--color-surface'],
  ['--color-text-subtle', '--color-surface-muted'],
  ['--color-on-primary', '--color-primary'],
  ['--color-on-primary', '--color-primary-hover'],
  ['--color-on-primary', '--color-danger'],
  ['--color-on-primary', '--color-danger-hover'],
  ['--color-primary', '--color-surface'],
  ['--color-primary', '--color-primary-soft'],
  ['--color-primary-hover', '--color-primary-soft-hover'],
  ['--color-success', '--color-success-soft'],
  ['--color-warning', '--color-warning-soft'],
  ['--color-danger', '--color-danger-soft'],
  ['--color-danger', '--color-surface'],
  ['--color-info', '--color-info-soft'],
  ['--color-disabled-text', '--color-disabled-bg'],
];

describe('design tokens', () => {
  it.each(textPairs)('%s on %s reaches 4.5:1 (WCAG AA text)', (text, background) => {
    expect(contrastRatio(token(text), token(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('input borders and the focus ring reach 3:1 against the surface (WCAG 1.4.11)', () => {
    expect(
      contrastRatio(token('--color-border-strong'), token('--color-surface')),
    ).toBeGreaterThanOrEqual(3);
    expect(
      contrastRatio(token('--color-focus-ring'), token('--color-surface')),
    ).toBeGreaterThanOrEqual(3);
  });

  it('computes the known extremes of the contrast scale', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
