/**
 * Where a document's QR code and links send people. With PUBLIC_URL set (always, in production)
 * that address; without it — the demo — the address the donor placed the order from, so a phone
 * that opened the demo at a LAN address gets a certificate it can verify, not one baked with
 * localhost; failing both, the address the server made up from its port.
 */
export type SiteUrl = (orderOrigin: string | null | undefined) => string;

export function siteUrlFrom(config: { PUBLIC_URL?: string | undefined; publicUrl: string }): SiteUrl {
  return (orderOrigin) => (config.PUBLIC_URL ?? orderOrigin ?? config.publicUrl).replace(/\/+$/, '');
}
