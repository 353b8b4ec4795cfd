/**
 * The payment providers' local stand-ins in a process of their own, for the e2e run (playwright.config.ts starts
 * it beside the app): Stripe on STAND_IN_STRIPE_PORT and PayPal on STAND_IN_PAYPAL_PORT, on 127.0.0.1, speaking the
 * providers' HTTP APIs and hosting their payment pages; their webhooks go to APP_URL/api/webhooks/<provider>.
 * The credentials are the app's own (the same variables), so that each side checks the other's.
 */
import { startPayPalStandIn } from "../tests/api/paypal-stand-in";
import { startStripeStandIn } from "../tests/api/stripe-stand-in";

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`payment stand-ins: ${name} is required`);
    process.exit(2);
  }
  return value;
}

const appUrl = required("APP_URL").replace(/\/$/, "");
const stripe = await startStripeStandIn({
  secretKey: required("STRIPE_SECRET_KEY"),
  webhookSecret: required("STRIPE_WEBHOOK_SECRET"),
  webhookTarget: `${appUrl}/api/webhooks/stripe`,
  port: Number(required("STAND_IN_STRIPE_PORT")),
});
const paypal = await startPayPalStandIn({
  clientId: required("PAYPAL_CLIENT_ID"),
  clientSecret: required("PAYPAL_CLIENT_SECRET"),
  webhookId: required("PAYPAL_WEBHOOK_ID"),
  webhookTarget: `${appUrl}/api/webhooks/paypal`,
  port: Number(required("STAND_IN_PAYPAL_PORT")),
});
console.info(`payment stand-ins: Stripe ${stripe.url}, PayPal ${paypal.url}, webhooks to ${appUrl}`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await Promise.allSettled([stripe.close(), paypal.close()]);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
