import { describe, expect, it } from 'vitest';
import { triageKey } from '@cnpj/domain';
import { gridCommandFor, gridHelpRows } from './grid-keys';

const element = (tagName: string, role: string | null = null) => ({
  tagName,
  getAttribute: (name: string) => (name === 'role' ? role : null),
});
const press = (key: string, target: unknown = element('TD'), mods = {}) =>
  gridCommandFor({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    target,
    ...mods,
  });

describe('the results grid keys', () => {
  it.each([
    ['ArrowDown', 'down'],
    ['ArrowUp', 'up'],
    ['ArrowLeft', 'left'],
    ['ArrowRight', 'right'],
    ['Home', 'rowStart'],
    ['End', 'rowEnd'],
    ['PageUp', 'pageUp'],
    ['PageDown', 'pageDown'],
  ])('%s moves %s', (key, move) => {
    expect(press(key)).toEqual({ kind: 'move', move });
  });

  it('moves to the first and last company with Ctrl+Home and Ctrl+End, and leaves other Ctrl keys alone', () => {
    expect(press('Home', undefined, { ctrlKey: true })).toEqual({ kind: 'move', move: 'first' });
    expect(press('End', undefined, { ctrlKey: true })).toEqual({ kind: 'move', move: 'last' });
    expect(press('c', undefined, { ctrlKey: true })).toBeNull();
    expect(press('l', undefined, { ctrlKey: true })).toBeNull();
  });

  it("takes the triage's keys for the row's actions, and none of its others", () => {
    expect(press('x')).toEqual({ kind: 'action', action: 'select' });
    expect(press('L')).toEqual({ kind: 'action', action: 'addToList' });
    expect(press('n')).toEqual({ kind: 'action', action: 'doNotContact' });
    expect(press('?')).toEqual({ kind: 'action', action: 'help' });
    expect(press('Enter')).toEqual({ kind: 'action', action: 'openDetail' });
    for (const key of ['j', 'k', 'c', 'w', 'e', 'z', 'Escape']) expect(press(key)).toBeNull();
  });

  it('selects with Space on a cell, and leaves Space to a checkbox, a button or a link', () => {
    expect(press(' ')).toEqual({ kind: 'action', action: 'select' });
    expect(press(' ', element('BUTTON', 'checkbox'))).toBeNull();
    expect(press(' ', element('BUTTON'))).toBeNull();
    expect(press(' ', element('A'))).toBeNull();
  });

  it("opens the detail with Enter on a cell or the row's checkbox, and lets Enter press a button or link", () => {
    expect(press('Enter', element('BUTTON', 'checkbox'))).toEqual({
      kind: 'action',
      action: 'openDetail',
    });
    expect(press('Enter', element('BUTTON'))).toBeNull();
    expect(press('Enter', element('A'))).toBeNull();
  });

  it('never acts while typing in a field, nor with Cmd or Alt', () => {
    expect(press('l', { tagName: 'INPUT', type: 'text', getAttribute: () => null })).toBeNull();
    expect(press('ArrowDown', { tagName: 'TEXTAREA', getAttribute: () => null })).toBeNull();
    expect(press('x', undefined, { metaKey: true })).toBeNull();
    expect(press('ArrowDown', undefined, { altKey: true })).toBeNull();
  });

  it("lists in the help what the grid offers, in the triage's words", () => {
    const search = gridHelpRows({ select: true, addToList: true, doNotContact: true });
    expect(search.map((row) => row.label)).toContain(triageKey('addToList').label);
    expect(search).toContainEqual({ keys: 'Espaço ou X', label: 'Selecionar' });
    expect(search).toContainEqual({ keys: 'N', label: 'Não contatar' });
    const list = gridHelpRows({ select: false, addToList: false, doNotContact: false });
    expect(list.map((row) => row.keys)).not.toContain('L');
    expect(list.map((row) => row.keys)).not.toContain('Espaço ou X');
    expect(list).toContainEqual({ keys: 'Enter', label: 'Abrir detalhes' });
  });
});
