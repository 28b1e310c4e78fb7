/**
 * A column's key suggested from its title ("Peso unitário (kg)" → `peso_unitario_kg`): lower case, no accents,
 * words joined by `_`, starting with a letter, at most 40 characters, as the contract asks.
 */
export function chaveDe(titulo: string): string {
  const chave = titulo
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return chave;
}
