import { z } from 'zod';
import { ZPage, ZPageQuery } from '../platform/list.contracts';
import { EMPRESA, LISTAS_ACESSO, PAPEL, type ListaAcesso } from '../permissions/biblioteca';

/** What each list lets its people do, as the folder screen explains it (DOMAIN "Document library"). */
export const LISTA_ACESSO_LABEL: Record<ListaAcesso, string> = {
  full: 'Controle total',
  rOnly: 'Somente leitura',
  uploadOnly: 'Somente envio',
  rW: 'Leitura e envio',
  rWEdit: 'Leitura, envio e edição',
};

export const LISTA_ACESSO_DESCRICAO: Record<ListaAcesso, string> = {
  full: 'Tudo: ler, enviar, editar, excluir, criar pastas e mudar os acessos',
  rOnly: 'Vê as pastas e lê todos os arquivos',
  uploadOnly: 'Envia arquivos e vê só os que enviou',
  rW: 'Lê todos os arquivos e envia novos',
  rWEdit: 'Lê, envia, renomeia, substitui e move arquivos',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ROLE = /^[a-z][a-z0-9_]{1,60}$/;

/** One entry of a list: an e-mail, `papel:<role>` or `empresa:<client id>`. */
export const ZEntradaAcesso = z
  .string()
  .trim()
  .max(200, 'No máximo 200 caracteres')
  .refine(
    (v) =>
      EMAIL.test(v) ||
      (v.startsWith(PAPEL) && ROLE.test(v.slice(PAPEL.length))) ||
      (v.startsWith(EMPRESA) && v.length > EMPRESA.length),
    'Use um e-mail, papel:<papel> ou empresa:<empresa>',
  );

const ZLista = z
  .array(ZEntradaAcesso)
  .max(200, 'No máximo 200 pessoas, papéis ou empresas por lista')
  .default([]);

/** A folder's own lists; `null` on the folder means "inherits its parent's". */
export const ZAcessoBiblioteca = z.object(
  Object.fromEntries(LISTAS_ACESSO.map((lista) => [lista, ZLista])) as Record<ListaAcesso, typeof ZLista>,
);
export type TAcessoBiblioteca = z.infer<typeof ZAcessoBiblioteca>;

const ZNomePasta = z
  .string()
  .trim()
  .min(1, 'Informe o nome')
  .max(120, 'No máximo 120 caracteres')
  .refine((v) => !/[\\/]/.test(v) && v !== '.' && v !== '..', 'O nome não pode ter / nem \\');

const ZNomeArquivo = ZNomePasta.pipe(z.string().max(200, 'No máximo 200 caracteres'));

/** What the user may do in a folder (the buttons the screen shows; the API checks each again). */
export const ZAcoesPasta = z.object({
  ler: z.boolean(),
  enviar: z.boolean(),
  criarPasta: z.boolean(),
  editar: z.boolean(),
  excluir: z.boolean(),
  configurar: z.boolean(),
});
export type TAcoesPasta = z.infer<typeof ZAcoesPasta>;

export const ZPastaResumo = z.object({
  id: z.string(),
  nome: z.string(),
  /** It has lists of its own (otherwise it inherits them). */
  acessoProprio: z.boolean(),
});
export type TPastaResumo = z.infer<typeof ZPastaResumo>;

export const ZPessoaBiblioteca = z.object({ id: z.string(), nome: z.string() });

export const ZDocumentoBiblioteca = z.object({
  id: z.string(),
  pastaId: z.string(),
  nome: z.string(),
  versao: z.number().int(),
  arquivoId: z.string(),
  miniaturaId: z.string().nullable(),
  mime: z.string(),
  tamanho: z.number().int(),
  enviadoPor: ZPessoaBiblioteca.nullable(),
  atualizadoEm: z.string(),
  /** The folder's path from the library's root, for search results. */
  caminho: z.string(),
});
export type TDocumentoBiblioteca = z.infer<typeof ZDocumentoBiblioteca>;

/** A library is an obra's (`obra`) or the general one (no obra). */
export const ZBibliotecaQuery = z.object({ obra: z.uuid('Obra inválida').optional() });

/** Where a library opens: its root when the user may see it, otherwise the top-most folders they may. */
export const ZBibliotecaRaiz = z.object({
  raiz: ZPastaResumo.extend({ acoes: ZAcoesPasta }).nullable(),
  pastas: z.array(ZPastaResumo),
});
export type TBibliotecaRaiz = z.infer<typeof ZBibliotecaRaiz>;

export const ZPastaQuery = ZPageQuery.extend({
  /** Searches file names in the folder and every subfolder the user may read. */
  busca: z.string().trim().max(100, 'No máximo 100 caracteres').optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZPastaConteudo = z.object({
  pasta: ZPastaResumo.extend({
    obraId: z.string().nullable(),
    paiId: z.string().nullable(),
    /** From the root (or the top-most folder the user may see) down to this folder. */
    trilha: z.array(z.object({ id: z.string(), nome: z.string() })),
    acoes: ZAcoesPasta,
  }),
  subpastas: z.array(ZPastaResumo),
  documentos: ZPage(ZDocumentoBiblioteca),
});
export type TPastaConteudo = z.infer<typeof ZPastaConteudo>;

export const ZNovaPastaInput = z.object({ paiId: z.uuid('Pasta inválida'), nome: ZNomePasta });
export const ZPastaUpdate = z
  .object({ nome: ZNomePasta.optional(), paiId: z.uuid('Pasta inválida').optional() })
  .refine((v) => v.nome !== undefined || v.paiId !== undefined, 'Informe o novo nome ou a nova pasta');
export const ZAcessoInput = z.object({ acesso: ZAcessoBiblioteca.nullable() });

export const ZDocumentoUpdate = z
  .object({ nome: ZNomeArquivo.optional(), pastaId: z.uuid('Pasta inválida').optional() })
  .refine((v) => v.nome !== undefined || v.pastaId !== undefined, 'Informe o novo nome ou a nova pasta');

export const ZVersaoBiblioteca = z.object({
  id: z.string(),
  numero: z.number().int(),
  arquivoId: z.string(),
  nome: z.string(),
  mime: z.string(),
  tamanho: z.number().int(),
  enviadoPor: ZPessoaBiblioteca.nullable(),
  criadoEm: z.string(),
  /** "Restaurada da versão 2" and the like. */
  observacao: z.string(),
});

export const ZDownloadBiblioteca = z.object({
  usuario: ZPessoaBiblioteca.nullable(),
  versao: z.number().int(),
  em: z.string(),
});

export const ZDocumentoDetalhe = ZDocumentoBiblioteca.extend({
  versoes: z.array(ZVersaoBiblioteca),
  /** The last downloads, to those who may edit the file. */
  downloads: z.array(ZDownloadBiblioteca),
  totalDownloads: z.number().int(),
  acoes: z.object({ editar: z.boolean(), excluir: z.boolean() }),
});
export type TDocumentoDetalhe = z.infer<typeof ZDocumentoDetalhe>;

/** An entry of a list, with the name of whom it names (a user, a role, a company). */
export const ZEntradaExplicada = z.object({
  entrada: z.string(),
  tipo: z.enum(['usuario', 'papel', 'empresa']),
  nome: z.string(),
});

/** "Why can this person see this?": the lists that apply and the folder they come from. */
export const ZAcessoExplicado = z.object({
  /** The folder whose lists apply; null when no folder up to the root has lists (open to staff). */
  origem: z.object({ id: z.string(), nome: z.string(), trilha: z.string() }).nullable(),
  proprio: z.boolean(),
  /** The folder's own lists as stored (null: inherits), for the editor. */
  acessoProprio: ZAcessoBiblioteca.nullable(),
  listas: z.object(
    Object.fromEntries(LISTAS_ACESSO.map((lista) => [lista, z.array(ZEntradaExplicada)])) as Record<
      ListaAcesso,
      z.ZodArray<typeof ZEntradaExplicada>
    >,
  ),
});
export type TAcessoExplicado = z.infer<typeof ZAcessoExplicado>;

/** The folder template of every new obra's library (`/obra/documentacao`). */
export const ZModeloPasta = z.object({
  id: z.string(),
  paiId: z.string().nullable(),
  nome: z.string(),
  acesso: ZAcessoBiblioteca.nullable(),
});
export type TModeloPasta = z.infer<typeof ZModeloPasta>;
export const ZModeloPastaInput = z.object({
  paiId: z.uuid('Pasta inválida').nullable().default(null),
  nome: ZNomePasta,
  acesso: ZAcessoBiblioteca.nullable().default(null),
});
export const ZModeloPastaUpdate = z.object({
  nome: ZNomePasta.optional(),
  acesso: ZAcessoBiblioteca.nullable().optional(),
});
export const ZAplicarModeloInput = z.object({
  obras: z.array(z.uuid('Obra inválida')).min(1, 'Escolha ao menos uma obra').max(200, 'No máximo 200 obras'),
});
export const ZAplicarModeloResultado = z.object({
  obras: z.number().int(),
  pastasCriadas: z.number().int(),
  acessosAtualizados: z.number().int(),
});
