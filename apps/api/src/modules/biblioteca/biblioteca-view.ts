import type { TDocumentoBiblioteca } from '@portal/domain';
import type { DocumentoListRow } from './biblioteca.repository';

/** A file as lists show it; `nomes` names the folders of its path (ids of `caminho` → names). */
export function toDocumento(row: DocumentoListRow, nomes: ReadonlyMap<string, string>): TDocumentoBiblioteca {
  const caminho = row.pasta.caminho
    .split('/')
    .filter((id) => id && nomes.has(id))
    .map((id) => nomes.get(id))
    .join(' / ');
  return {
    id: row.documento.id,
    pastaId: row.documento.pastaId,
    nome: row.documento.nome,
    versao: row.documento.versaoAtual,
    arquivoId: row.versao.arquivoId,
    miniaturaId: row.versao.miniaturaId,
    mime: row.arquivo.mime,
    tamanho: row.arquivo.tamanho,
    enviadoPor: row.enviadoPor?.id ? { id: row.enviadoPor.id, nome: row.enviadoPor.nome } : null,
    atualizadoEm: row.documento.updatedAt.toISOString(),
    caminho,
  };
}
