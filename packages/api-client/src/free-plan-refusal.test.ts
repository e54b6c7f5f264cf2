// The client's failures carry what the domain's one rule reads: a 402 ApiError is judged by its body.
import { isFreePlanRefusal } from '@cnpj/domain';
import { ApiError, NetworkError } from './errors';
import { describe, expect, it } from 'vitest';

describe('free-plan refusal', () => {
  it('recognises a 402 whose code is FREE_PLAN_LIMIT', () => {
    expect(isFreePlanRefusal(new ApiError(402, { message: 'x', code: 'FREE_PLAN_LIMIT' }))).toBe(
      true,
    );
  });

  it('does not take other failures for it', () => {
    expect(isFreePlanRefusal(new ApiError(402, { message: 'x' }))).toBe(false);
    expect(isFreePlanRefusal(new ApiError(402, { code: 'OTHER' }))).toBe(false);
    expect(isFreePlanRefusal(new ApiError(402, undefined))).toBe(false);
    expect(isFreePlanRefusal(new ApiError(403, { code: 'FREE_PLAN_LIMIT' }))).toBe(false);
    expect(isFreePlanRefusal(new NetworkError())).toBe(false);
  });
});
