import { sql } from 'drizzle-orm';
import { IMAGE_TYPES, filesTables } from '../files';
import type { GallerySource } from '../galeria';
import { documentosVisiveisWhere } from './biblioteca-acesso';
import { documentos, pastas, versoes } from './biblioteca.schema';

const { arquivos } = filesTables;
const IMAGENS = Object.keys(IMAGE_TYPES);

/**
 * The library's pictures in the obra's gallery (current versions), as the folders let the user see them: every
 * picture of a folder they read, their own in a folder they may only send to.
 */
export const bibliotecaGallerySource: GallerySource = {
  fonte: 'biblioteca',
  label: 'Biblioteca',
  subject: 'BIBLIOTECA',
  photos: (ctx, obraId) =>
    sql`select ${documentos.id}::text as id, ${versoes.arquivoId} as arquivo_id,
        ${versoes.miniaturaId} as miniatura_id, ${documentos.nome} as legenda, ${versoes.createdAt} as data,
        'Biblioteca · ' || ${pastas.nome} as titulo,
        '/obras/' || ${pastas.obraId} || '/biblioteca?pasta=' || ${pastas.id} as link
      from ${documentos}
      join ${pastas} on ${pastas.id} = ${documentos.pastaId}
      join ${versoes} on ${versoes.documentoId} = ${documentos.id} and ${versoes.numero} = ${documentos.versaoAtual}
      join ${arquivos} on ${arquivos.id} = ${versoes.arquivoId}
      where ${pastas.obraId} = ${obraId} and ${arquivos.mime} in (${sql.join(
        IMAGENS.map((m) => sql`${m}`),
        sql`, `,
      )})
        and ${documentosVisiveisWhere(ctx.auth.ability, ctx.auth.user.id, documentos.enviadoPor)}`,
};
