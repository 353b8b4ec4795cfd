import type { Config } from "../../../config";
import { createPayPalProvider } from "./paypal";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe";

type ProvidersConfig = Pick<Config, "stripe"> & Partial<Pick<Config, "paypal">>;

/** One set of providers per configuration: route modules and services share their clients (PayPal's token cache). */
const made = new WeakMap<ProvidersConfig, PaymentProvider[]>();

/**
 * The online payment providers this configuration enables, card first, then the online wallet. Another one is one
 * more file implementing PaymentProvider and one line here; its webhook is then /api/webhooks/<its id>.
 */
export function configuredProviders(config: ProvidersConfig): PaymentProvider[] {
  let providers = made.get(config);
  if (!providers) {
    providers = [
      config.stripe ? createStripeProvider(config.stripe) : null,
      config.paypal ? createPayPalProvider(config.paypal) : null,
    ].filter((p): p is PaymentProvider => p !== null);
    made.set(config, providers);
  }
  return providers;
}

export type { PaymentProvider, ProviderEvent, CheckoutInvoice } from "./provider";
export { MalformedEventError, WebhookSignatureError } from "./provider";
