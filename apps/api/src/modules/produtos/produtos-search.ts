import type { SearchSource } from '../busca';
import { produtosWhere } from './produtos-rules';
import { findProdutosMatching } from './produtos.repository';

/** Products in the top bar's search: by code or name (and family, description). */
export const produtosSearchSource: SearchSource = {
  modulo: 'produtos',
  label: 'Produtos',
  ordem: 75,
  subject: 'Produto',
  async search(ctx, busca, limite) {
    const rows = await findProdutosMatching(ctx.db, busca, produtosWhere(ctx.auth.ability), limite);
    return rows.map((row) => ({
      id: row.id,
      titulo: `${row.codigo} · ${row.nome}`,
      subtitulo: row.ativo ? row.familia : `${row.familia} · desativado`,
      link: `/produto/${row.id}`,
    }));
  },
};
