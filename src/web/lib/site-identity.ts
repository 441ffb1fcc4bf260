/**
 * Who runs the site and which sister site it links, as the build was given them (SISTER_SITE_URL and
 * _NAME, OPERATOR_NAME, _EMAIL and _ADDRESS; decision 020), with the processors that the privacy
 * policy names and the law that governs the terms. The build checks them and writes them in
 * as constants (scripts/site-identity.ts), an empty string for one not set; `npm start` rebuilds the
 * pages when one of them changes.
 */
export interface SisterSite {
  url: string;
  name: string;
}

export interface Operator {
  name: string;
  email: string;
  address: string | undefined;
}

const sisterSiteUrl: string | undefined = import.meta.env.SISTER_SITE_URL;
const operatorName: string | undefined = import.meta.env.OPERATOR_NAME;
const operatorEmail: string | undefined = import.meta.env.OPERATOR_EMAIL;

export const SISTER_SITE: SisterSite | undefined = sisterSiteUrl
  ? { url: sisterSiteUrl, name: import.meta.env.SISTER_SITE_NAME || sisterSiteUrl }
  : undefined;

export const OPERATOR: Operator | undefined =
  operatorName && operatorEmail
    ? { name: operatorName, email: operatorEmail, address: import.meta.env.OPERATOR_ADDRESS || undefined }
    : undefined;

/**
 * Who processes data for the operator, by the names the build was given (EMAIL_PROVIDER_NAME,
 * HOST_PROVIDER_NAME, REDIS_PROVIDER_NAME); undefined for one not given. A Redis provider is named
 * only by a site that keeps its rate-limit counters in Redis (REDIS_URL).
 */
export interface Processors {
  email: string | undefined;
  host: string | undefined;
  redis: string | undefined;
}

export const PROCESSORS: Processors = {
  email: import.meta.env.EMAIL_PROVIDER_NAME || undefined,
  host: import.meta.env.HOST_PROVIDER_NAME || undefined,
  redis: import.meta.env.REDIS_PROVIDER_NAME || undefined,
};

/** The law that governs the terms (GOVERNING_LAW, such as "the laws of Spain"), or undefined. */
export const GOVERNING_LAW: string | undefined = import.meta.env.GOVERNING_LAW || undefined;
