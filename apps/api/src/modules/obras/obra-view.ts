import type { TObraDetalhe, TObraResumo } from '@portal/domain';
import type { findObraDetail, findObrasPage } from './obras.repository';

type ListRow = Omit<Awaited<ReturnType<typeof findObrasPage>>['rows'][number], 'total'>;
type DetailRow = NonNullable<Awaited<ReturnType<typeof findObraDetail>>>;
type Person = { id: string | null; name: string | null; email: string | null } | null;

function personOf(p: Person): TObraResumo['siteManager'] {
  return p && p.id ? { id: p.id, name: p.name ?? '', email: p.email ?? '' } : null;
}

/** An obra as lists and cards show it (an allow-list of fields). */
export function toObraResumo(row: ListRow): TObraResumo {
  const { obra } = row;
  return {
    id: obra.id,
    codigo: obra.codigo,
    nome: obra.nome,
    tipo: obra.tipo,
    status: obra.status,
    cidade: obra.cidade,
    uf: obra.uf,
    cliente: row.cliente,
    inicioPrevisto: obra.inicioPrevisto,
    fimPrevisto: obra.fimPrevisto,
    siteManager: personOf(row.siteManager),
    fotoArquivoId: obra.fotoArquivoId,
  };
}

export function toObraDetalhe(row: DetailRow): TObraDetalhe {
  const { obra } = row;
  return {
    ...toObraResumo(row),
    logradouro: obra.logradouro,
    cep: obra.cep,
    valorContrato: obra.valorContrato,
    siteManagerSubstituto: personOf(row.substituto),
    coordenador: personOf(row.coordenador),
    membros: Number(row.membros),
    createdAt: obra.createdAt.toISOString(),
    updatedAt: obra.updatedAt.toISOString(),
  };
}

/**
 * The obra as the permission rules see it (SPEC §3 record fields): its id in the user's list (`Id_Lista`), and the
 * site manager whom RDO rules compare with the user's e-mail.
 */
export function obraSubjectFields(
  detail: Pick<TObraDetalhe, 'id' | 'siteManager' | 'siteManagerSubstituto' | 'coordenador'>,
) {
  return {
    Id_Lista: detail.id,
    obra: detail.id,
    siteManager: { mail: detail.siteManager?.email ?? null },
    siteManagerSubstituto: { mail: detail.siteManagerSubstituto?.email ?? null },
    coordenador: { mail: detail.coordenador?.email ?? null },
  };
}
