/** A destination inside the portal (a path), never another site: `?redirect=` must not become an open redirect. */
export function safeDestination(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
