/**
 * A request as the log keeps it: the method and the path with the query's names but not its values.
 * A search box sends what staff typed (a donor's mobile, a name) in the address, and personal data
 * never reaches the log.
 */
export function loggableRequest(request: {
  method: string;
  url: string;
  id?: unknown;
  ip?: string;
}): Record<string, unknown> {
  const at = request.url.indexOf('?');
  const path = at === -1 ? request.url : request.url.slice(0, at);
  const names = at === -1 ? [] : [...new URLSearchParams(request.url.slice(at + 1)).keys()];
  return {
    method: request.method,
    url: names.length === 0 ? path : `${path}?${[...new Set(names)].map((name) => `${name}=…`).join('&')}`,
    ...(request.id === undefined ? {} : { id: request.id }),
  };
}
