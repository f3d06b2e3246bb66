import { phraseKeyRing } from '../accounts/antiPhishingPhrase';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { startMailJob } from '../mail/mailJob';
import { startPriceJob } from '../prices/priceJob';
import { coinIdsBySymbol } from '../prices/priceSource';
import { startJobQueue, type JobLog } from './jobQueue';

/**
 * The background work of one instance (SPEC §12.7): the job queue and the jobs on it. Returns
 * the function that stops them — offering first, then the queue, which waits for a job in
 * hand — before the database is closed.
 */
export async function startBackgroundJobs(
  db: Database,
  config: AppConfig,
  log: JobLog,
): Promise<() => Promise<void>> {
  const queue = await startJobQueue(db, log);
  const stopOffering = await startPriceJob(
    queue,
    {
      db,
      source: config.priceSource,
      assets: config.tradableAssets,
      coinIds: coinIdsBySymbol(),
      now: () => new Date(config.now()),
      log,
    },
    config.priceRefreshSeconds,
  );
  const stopMail = await startMailJob(queue, {
    db,
    mail: config.mail,
    phraseKeys: phraseKeyRing(config),
    appUrl: config.appUrl,
    now: () => new Date(config.now()),
    log,
  });
  return async () => {
    stopOffering();
    stopMail();
    await queue.stop();
  };
}
