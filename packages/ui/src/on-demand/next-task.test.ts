import { describe, expect, it } from 'vitest';
import { inNextTask } from './idle';

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
