import type { TComparacaoRevisoes, TLinhaMaterial } from './materiais.contracts';

const CAMPOS = ['codigoSap', 'descricao', 'unidade', 'quantidade', 'especificacao', 'observacoes'] as const;

/** The fields in which two versions of one line differ (template columns as `extras.<chave>`). */
export function camposAlterados(antes: TLinhaMaterial, depois: TLinhaMaterial): string[] {
  const campos: string[] = CAMPOS.filter((c) => antes[c] !== depois[c]);
  const chaves = new Set([...Object.keys(antes.extras), ...Object.keys(depois.extras)]);
  for (const chave of [...chaves].sort())
    if ((antes.extras[chave] ?? '') !== (depois.extras[chave] ?? '')) campos.push(`extras.${chave}`);
  return campos;
}

/**
 * Compares two versions of a list's lines, line by line (a line keeps its id through every edit and revision):
 * lines only in the second are added, only in the first removed, in both with some field different changed.
 * Listed in the order of the version they come from.
 */
export function compararLinhas(
  de: readonly TLinhaMaterial[],
  para: readonly TLinhaMaterial[],
): Omit<TComparacaoRevisoes, 'de' | 'para'> {
  const antes = new Map(de.map((l) => [l.id, l]));
  const depois = new Set(para.map((l) => l.id));
  const alteradas: TComparacaoRevisoes['alteradas'] = [];
  const adicionadas: TLinhaMaterial[] = [];
  let iguais = 0;
  for (const linha of para) {
    const anterior = antes.get(linha.id);
    if (!anterior) {
      adicionadas.push(linha);
      continue;
    }
    const campos = camposAlterados(anterior, linha);
    if (campos.length === 0) iguais++;
    else alteradas.push({ antes: anterior, depois: linha, campos });
  }
  const removidas = de.filter((l) => !depois.has(l.id));
  return { adicionadas, removidas, alteradas, iguais };
}

/** Total quantity per unit (never across units), in the order units first appear. */
export function totaisPorUnidade<L extends Pick<TLinhaMaterial, 'unidade' | 'quantidade'>>(
  linhas: readonly L[],
) {
  const totais = new Map<L['unidade'], { quantidade: number; linhas: number }>();
  for (const linha of linhas) {
    const t = totais.get(linha.unidade) ?? { quantidade: 0, linhas: 0 };
    t.quantidade = Math.round((t.quantidade + linha.quantidade) * 1000) / 1000;
    t.linhas++;
    totais.set(linha.unidade, t);
  }
  return [...totais].map(([unidade, t]) => ({ unidade, ...t }));
}
