import { ApiError } from '@cnpj/api-client';
import { describe, expect, it } from 'vitest';
import { parseListId } from './use-list';
import { isFreePlanRefusal } from './use-list-exports';

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

describe('isFreePlanRefusal', () => {
  it('recognises the server refusing a free-plan action (402)', () => {
    expect(isFreePlanRefusal(new ApiError(402, { code: 'FREE_PLAN_LIMIT' }))).toBe(true);
  });

  it('does not take other failures for it', () => {
    expect(isFreePlanRefusal(new ApiError(403, null))).toBe(false);
    expect(isFreePlanRefusal(new Error('Network Error'))).toBe(false);
  });
});
