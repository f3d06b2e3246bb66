import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DomainError } from '../src/domainError';
import { hashQueue, SERVER_BUSY } from '../src/security/hashQueue';

/** A piece of work that runs until the test ends it, and says when it started. */
function heldWork() {
  let started = false;
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      started = true;
      await done;
    },
    started: () => started,
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('at most `concurrency` run; the next ones wait in order and start as turns free up', async () => {
  const queue = hashQueue({ concurrency: 2, queueLimit: 2 });
  const works = [heldWork(), heldWork(), heldWork(), heldWork()];
  const runs = works.map((work) => queue.run(work.run));
  await settle();
  assert.deepEqual(
    works.map((work) => work.started()),
    [true, true, false, false],
  );
  works[1]?.finish();
  await settle();
  assert.deepEqual(
    works.map((work) => work.started()),
    [true, true, true, false],
    'the first in line takes the freed turn',
  );
  works[0]?.finish();
  await settle();
  assert.equal(works[3]?.started(), true);
  for (const work of works) work.finish();
  await Promise.all(runs);
});

test('a full queue refuses at once with 503 { message } and Retry-After, and starts nothing', async () => {
  const queue = hashQueue({ concurrency: 1, queueLimit: 1 });
  const running = heldWork();
  const waiting = heldWork();
  const turns = [queue.run(running.run), queue.run(waiting.run)];
  let ran = false;
  await assert.rejects(
    queue.run(() => {
      ran = true;
      return Promise.resolve();
    }),
    (error: unknown) => {
      assert.ok(error instanceof DomainError);
      assert.equal(error.kind, 'unavailable');
      assert.equal(error.message, SERVER_BUSY);
      assert.equal(error.details.retryAfterMs, 1_000);
      return true;
    },
  );
  assert.equal(ran, false);
  running.finish();
  waiting.finish();
  await Promise.all(turns);
  // Turns free again: the queue takes work as before.
  assert.equal(await queue.run(() => Promise.resolve('hashed')), 'hashed');
});

test('a turn is given back when the work fails', async () => {
  const queue = hashQueue({ concurrency: 1, queueLimit: 0 });
  await assert.rejects(
    queue.run(() => Promise.reject(new Error('scrypt failed'))),
    /scrypt failed/,
  );
  assert.equal(await queue.run(() => Promise.resolve('next')), 'next');
});
