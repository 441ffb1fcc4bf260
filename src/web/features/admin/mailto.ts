/**
 * The link that answers a contact message by e-mail. The address and the subject are each encoded,
 * so that neither can end its part of the link and add fields (bcc, body) of the sender's choosing;
 * the address's @ stays readable, as every mail program expects it.
 */
export function replyLink(email: string, subject: string): string {
  const to = encodeURIComponent(email).replaceAll('%40', '@');
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}
