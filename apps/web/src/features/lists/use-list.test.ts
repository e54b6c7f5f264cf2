import { describe, expect, it } from 'vitest';
import { parseListId } from './use-list';

describe('parseListId', () => {
  it.each([
    ['42', 42],
    ['1', 1],
  ])('reads %s as list %i', (param, id) => expect(parseListId(param)).toBe(id));

  it.each([undefined, '', '0', '-3', '1.5', 'abc'])(
    'rejects %s, which cannot be a list id',
    (param) => expect(parseListId(param)).toBeNull(),
  );
});
