import { describe, expect, it } from 'vitest';
import { MONITOR_NAME_BLANK, MONITOR_NAME_TAKEN, monitorNameError } from './monitor-name';

describe('monitorNameError (docs/product.md#radar: a monitor has a name)', () => {
  it('refuses a blank name, spaces included', () => {
    expect(monitorNameError('   ')).toBe(MONITOR_NAME_BLANK);
  });
  it('refuses the name of another monitor, whatever its case and spaces', () => {
    expect(monitorNameError(' padarias campinas ', ['Padarias Campinas'])).toBe(MONITOR_NAME_TAKEN);
  });
  it('lets a monitor keep its own name when renamed', () => {
    expect(monitorNameError('Padarias Campinas', ['Padarias Campinas'], 'Padarias Campinas')).toBe(
      null,
    );
  });
  it('accepts a new name', () => {
    expect(monitorNameError('Mercados', ['Padarias Campinas'])).toBeNull();
  });
});
