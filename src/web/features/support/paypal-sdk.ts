/**
 * Loading PayPal's JavaScript SDK, and the small part of its interface the support page uses
 * (https://developer.paypal.com/sdk/js/reference/).
 */
interface PayPalButtonsOptions {
  style?: Record<string, string | number | boolean>;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel?: (data: unknown) => void;
  onError?: (error: unknown) => void;
}

export interface PayPalButtonsInstance {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
  isEligible?: () => boolean;
}

export interface PayPalNamespace {
  Buttons: (options: PayPalButtonsOptions) => PayPalButtonsInstance;
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

/** PayPal's names of the page's languages, so that its buttons speak the page's. */
const PAYPAL_LOCALES = { en: 'en_US', es: 'es_ES' } as const;

function paypalSdkSrc(clientId: string, lang: keyof typeof PAYPAL_LOCALES): string {
  const query = new URLSearchParams({
    'client-id': clientId,
    currency: 'USD',
    intent: 'capture',
    components: 'buttons',
    locale: PAYPAL_LOCALES[lang],
  });
  return `${PAYPAL_SDK_URL}?${query.toString()}`;
}

let loading: { src: string; promise: Promise<PayPalNamespace> } | undefined;

/**
 * Adds the SDK's script once per page; a failed load can be tried again. The payment buttons need
 * only the client id: the client token of /paypal/setup serves card fields and saved payment methods,
 * which this page does not use.
 */
export function loadPayPalSdk(clientId: string, lang: keyof typeof PAYPAL_LOCALES): Promise<PayPalNamespace> {
  const src = paypalSdkSrc(clientId, lang);
  if (loading?.src === src) return loading.promise;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    // A failed script is forgotten, so that the next attempt adds a fresh one instead of waiting on it.
    const fail = (message: string) => {
      script.remove();
      if (loading?.src === src) loading = undefined;
      reject(new Error(message));
    };
    script.addEventListener('load', () => {
      if (window.paypal?.Buttons) resolve(window.paypal);
      else fail('PayPal script loaded without its buttons');
    });
    script.addEventListener('error', () => fail('PayPal script could not be loaded'));
    document.head.append(script);
  });
  loading = { src, promise };
  return promise;
}
