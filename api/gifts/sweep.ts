import { logger } from "#core/log.server";
import { deliverGiftNotices } from "./notify";
import { sealStoredPayouts } from "./payout-seal";
import { settleGifts } from "./service";

/**
 * The days' part of a gift's life without anyone reading it: every SWEEP_MINUTES (and at start)
 * pending gifts whose day has come become claimable, claimable ones past their last day expire,
 * and any notice not yet sent goes out (one left by a process that stopped between its commit and
 * its send). Safe on every instance at once (api/gifts/service.ts settleGifts).
 */
const SWEEP_MINUTES = 15;
let timer: NodeJS.Timeout | undefined;

export async function sweepGifts(): Promise<void> {
  try {
    await settleGifts();
    await deliverGiftNotices();
  } catch (e) {
    logger.warn({ err: e }, "gift sweep failed; the next one tries again");
  }
}

export function startGiftSweep(): void {
  if (timer) return;
  // Payout details written before they were encrypted are sealed once, at start.
  void sealStoredPayouts().catch((e: unknown) => logger.warn({ err: e }, "sealing stored payouts failed; the next start tries again"));
  void sweepGifts();
  timer = setInterval(() => void sweepGifts(), SWEEP_MINUTES * 60_000);
  timer.unref();
}

export function stopGiftSweep(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
