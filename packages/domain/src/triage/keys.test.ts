import { describe, expect, it } from 'vitest';
import {
  TRIAGE_KEYS,
  triageActionFor,
  triageHelpRows,
  triageKey,
  triageKeyShortcuts,
  type TriageAction,
} from './keys';
import { isTypingTarget } from './typing';

const press = (key: string, target: unknown = { tagName: 'BODY' }, mods = {}) =>
  triageActionFor({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

const field = (tagName: string, extra: Record<string, unknown> = {}) => ({
  tagName,
  getAttribute: () => null,
  ...extra,
});

describe('the triage keys', () => {
  it.each([
    ['j', 'next'],
    ['J', 'next'],
    ['ArrowDown', 'next'],
    ['ArrowRight', 'next'],
    ['k', 'previous'],
    ['ArrowUp', 'previous'],
    ['ArrowLeft', 'previous'],
    ['l', 'addToList'],
    ['c', 'call'],
    ['w', 'whatsapp'],
    ['e', 'copyEmail'],
    ['n', 'doNotContact'],
    ['x', 'select'],
    ['z', 'undo'],
    ['Enter', 'openDetail'],
    ['?', 'help'],
    ['Escape', 'leave'],
  ] satisfies [string, TriageAction][])('%s runs %s', (key, action) => {
    expect(press(key)).toBe(action);
  });

  it('runs nothing for a key no action declares', () => {
    expect(press('q')).toBeNull();
    expect(press('Tab')).toBeNull();
  });

  it("leaves Ctrl, Cmd and Alt combinations to the browser (Ctrl+C copies, it doesn't call)", () => {
    expect(press('c', undefined, { ctrlKey: true })).toBeNull();
    expect(press('j', undefined, { metaKey: true })).toBeNull();
    expect(press('ArrowLeft', undefined, { altKey: true })).toBeNull();
  });

  it('never fires while typing in a field', () => {
    expect(press('j', field('INPUT', { type: 'text' }))).toBeNull();
    expect(press('n', field('TEXTAREA'))).toBeNull();
    expect(press('ArrowDown', field('SELECT'))).toBeNull();
    expect(press('Escape', field('DIV', { isContentEditable: true }))).toBeNull();
  });

  it('lets Enter press the button or link it is on instead of opening the detail', () => {
    expect(press('Enter', field('BUTTON'))).toBeNull();
    expect(press('Enter', field('A'))).toBeNull();
    expect(press('j', field('BUTTON'))).toBe('next');
  });

  it('declares every key once, so the help and the handler cannot disagree', () => {
    const keys = TRIAGE_KEYS.flatMap((entry) => entry.keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of TRIAGE_KEYS)
      for (const key of entry.keys) expect(press(key)).toBe(entry.action);
  });

  it('lists the help from the declaration, in its order, with its words', () => {
    const rows = triageHelpRows();
    expect(rows.map((row) => row.action)).toEqual(TRIAGE_KEYS.map((entry) => entry.action));
    expect(rows[0]).toEqual({ action: 'next', keys: 'J, ↓ ou →', label: 'Próxima' });
    expect(rows.at(-1)).toEqual({ action: 'leave', keys: 'Esc', label: 'Sair da triagem' });
  });

  it("names each button's keys for assistive technology", () => {
    expect(triageKeyShortcuts('next')).toBe('J ArrowDown ArrowRight');
    expect(triageKeyShortcuts('help')).toBe('?');
    expect(triageKey('doNotContact')).toMatchObject({ shown: 'N', label: 'Não contatar' });
  });
});

describe('isTypingTarget', () => {
  it('is true for text fields, text areas, selects, editable regions and text-like roles', () => {
    expect(isTypingTarget(field('INPUT'))).toBe(true);
    expect(isTypingTarget(field('INPUT', { type: 'search' }))).toBe(true);
    expect(isTypingTarget(field('input', { type: 'email' }))).toBe(true);
    expect(isTypingTarget(field('TEXTAREA'))).toBe(true);
    expect(isTypingTarget(field('SELECT'))).toBe(true);
    expect(isTypingTarget(field('DIV', { isContentEditable: true }))).toBe(true);
    expect(isTypingTarget(field('DIV', { getAttribute: () => 'combobox' }))).toBe(true);
  });

  it('is false for buttons, checkboxes, links, the page and nothing', () => {
    expect(isTypingTarget(field('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(field('INPUT', { type: 'submit' }))).toBe(false);
    expect(isTypingTarget(field('BUTTON'))).toBe(false);
    expect(isTypingTarget(field('A'))).toBe(false);
    expect(isTypingTarget(field('BODY'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget('INPUT')).toBe(false);
  });
});
