import type { SmsDatabase } from "~/features/sms/outbox.server";

/**
 * Queues the payment alerts due (decision 0108), before each round of the
 * SMS sender, on its login (nassco_mail): payment_alert_fan_out() takes the
 * next confirmed subscribers of each event's LGA, up to `perMinute` alerts in
 * any minute and none at night in Lagos, and moves each event's cursor in
 * the same transaction, so a subscriber gets one alert an event.
 */
export async function fanOutPaymentAlerts(db: SmsDatabase, perMinute: number): Promise<number> {
  const [row] = await db.$queryRaw<{ queued: number }[]>`SELECT payment_alert_fan_out(${perMinute}::integer) AS queued`;
  return row?.queued ?? 0;
}
