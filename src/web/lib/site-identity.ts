/**
 * Who runs the site and which sister site it links, as the build was given them (SISTER_SITE_URL and
 * _NAME, OPERATOR_NAME, _EMAIL and _ADDRESS; decision 020). The build checks them and writes them in
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
