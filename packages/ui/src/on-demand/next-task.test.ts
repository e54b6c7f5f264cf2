import { describe, expect, it } from 'vitest';
import { inNextTask, startInTurn } from './idle';

describe('inNextTask', () => {
  it('starts nothing in the current task, then each start in order, with its result', async () => {
    const started: string[] = [];
    const first = inNextTask(async () => {
      started.push('first');
      return 1;
    });
    const second = inNextTask(async () => {
      started.push('second');
      return 2;
    });
    await Promise.resolve();
    expect(started).toEqual([]);
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    expect(started).toEqual(['first', 'second']);
  });

  it('passes a failed start on to its caller', async () => {
    await expect(inNextTask(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});

describe('startInTurn', () => {
  it('starts the first load now and each other one in a later task, in order', async () => {
    const started: number[] = [];
    const load = (n: number) => async () => {
      started.push(n);
      return n;
    };
    const all = startInTurn([load(1), load(2), load(3)]);
    expect(started).toEqual([1]);
    await expect(all).resolves.toEqual([1, 2, 3]);
    expect(started).toEqual([1, 2, 3]);
  });
});
