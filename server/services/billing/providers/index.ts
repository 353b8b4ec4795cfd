import type { Config } from "../../../config";
import { createPayPalProvider } from "./paypal";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe";

/**
 * The online payment providers this configuration enables, card first, then the online wallet. Another one is one
 * more file implementing PaymentProvider and one line here; its webhook is then /api/webhooks/<its id>.
 */
export function configuredProviders(
  config: Pick<Config, "stripe"> & Partial<Pick<Config, "paypal">>,
): PaymentProvider[] {
  return [
    config.stripe ? createStripeProvider(config.stripe) : null,
    config.paypal ? createPayPalProvider(config.paypal) : null,
  ].filter((p): p is PaymentProvider => p !== null);
}

export type { PaymentProvider, ProviderEvent, CheckoutInvoice } from "./provider";
export { WebhookSignatureError } from "./provider";
