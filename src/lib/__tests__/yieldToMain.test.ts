import { yieldToMain } from '../yieldToMain';

/** A promise's callbacks run as microtasks: flushing a few proves nothing waits on a task. */
async function flushMicrotasks() {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
}

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes in a later task, not in the current one', async () => {
    let resumed = false;
    const yielded = yieldToMain().then(() => {
      resumed = true;
    });
    await flushMicrotasks();
    expect(resumed).toBe(false);
    await yielded;
    expect(resumed).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
