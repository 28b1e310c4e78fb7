import type { TObraDetalhe, TObraResumo } from '@portal/domain';
import type { RecordFields } from '../../permissions/check-record';
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

const mailOf = (p: { email: string } | null | undefined) => ({ mail: p?.email.toLowerCase() ?? null });

/**
 * The obra as the permission rules see it (SPEC §3 record fields): its id in the user's list (`Id_Lista`), its
 * client, type and status (what a specific rule may limit an obra to), and the people whom RDO rules compare with the
 * user's e-mail. A new obra has no id yet, so a rule limited to some obras never lets one be created.
 */
export function obraFields(obra: {
  id?: string;
  clienteId: string;
  tipo: string;
  status: string;
  siteManager?: { email: string } | null;
  siteManagerSubstituto?: { email: string } | null;
  coordenador?: { email: string } | null;
}): RecordFields {
  return {
    ...(obra.id ? { Id_Lista: obra.id, obra: obra.id } : {}),
    clienteId: obra.clienteId,
    tipo: obra.tipo,
    status: obra.status,
    siteManager: mailOf(obra.siteManager),
    siteManagerSubstituto: mailOf(obra.siteManagerSubstituto),
    coordenador: mailOf(obra.coordenador),
  };
}

/** An obra as it is shown, under the rules' field names. */
export function obraFieldsOf(detail: TObraDetalhe): RecordFields {
  return obraFields({ ...detail, clienteId: detail.cliente.id });
}
