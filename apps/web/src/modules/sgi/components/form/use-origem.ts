import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  OCORRENCIA_TIPO_LABEL,
  SGI_CATEGORIAS,
  formatDate,
  todayInSaoPaulo,
  type TOcorrenciaEdicao,
  type TSgiCategoria,
  type TSgiOrigemRef,
} from '@portal/domain';
import { useChecklistDeOrigem, useRdoDeOrigem } from '../../sgi.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (v: string | null) => (v && UUID.test(v) ? v : undefined);
const corta = (texto: string, max: number) => (texto.length > max ? `${texto.slice(0, max - 1)}…` : texto);

export interface OrigemDaNova {
  /** The record the occurrence comes from, as the API takes it (`origemRef`). */
  ref: TSgiOrigemRef;
  /** rdo or checklist: the origin is not chosen by hand. */
  fixa: boolean;
  /** The form's first values. */
  iniciais: TOcorrenciaEdicao;
  /** What the record says (the checklist item's question and note, the RDO's entry), over `iniciais`. */
  sugestao: Partial<Pick<TOcorrenciaEdicao, 'titulo' | 'descricao' | 'dataOcorrencia' | 'tipo'>> | null;
  /** A line saying where it came from ("Checklist de 12/11/2026"). */
  vindaDe: { tipo: 'checklist' | 'rdo'; data: string | null } | null;
  /** The record is still being read (the form waits for it, to start with what it says). */
  carregando: boolean;
}

/**
 * Where a new occurrence comes from, read from the address: `?origem=checklist&obra=&checklist=&item=` (a
 * non-conforming checklist item), `?origem=rdo&rdo=&ocorrencia=<index>&obra=` (an RDO's occurrence) or
 * `?categoria=` (the category page it was opened from). The record is read to suggest the title and description.
 */
export function useOrigemDaNova(): OrigemDaNova {
  const [params] = useSearchParams();
  const origem = params.get('origem');
  const obra = uuid(params.get('obra')) ?? null;
  const checklistId = origem === 'checklist' ? uuid(params.get('checklist')) : undefined;
  const itemId = (params.get('item') ?? '').slice(0, 100) || undefined;
  const rdoId = origem === 'rdo' ? uuid(params.get('rdo')) : undefined;
  const indice = Number(params.get('ocorrencia'));
  const rdoOcorrencia = Number.isInteger(indice) && indice >= 0 ? indice : undefined;
  const categoriaParam = params.get('categoria');
  const categoria: TSgiCategoria = SGI_CATEGORIAS.includes(categoriaParam as TSgiCategoria)
    ? (categoriaParam as TSgiCategoria)
    : 'seguranca';
  const checklist = useChecklistDeOrigem(checklistId);
  const rdo = useRdoDeOrigem(rdoId);

  const base = useMemo((): Omit<OrigemDaNova, 'sugestao' | 'vindaDe' | 'carregando'> => {
    const comum = { obraId: obra, titulo: '', descricao: '', local: '', dataOcorrencia: todayInSaoPaulo() };
    if (checklistId)
      return {
        ref: { checklistId, itemId },
        fixa: true,
        iniciais: { ...comum, categoria: 'qualidade', tipo: 'nao_conformidade', origem: 'checklist' },
      };
    if (rdoId)
      return {
        ref: { rdoId, rdoOcorrencia },
        fixa: true,
        iniciais: { ...comum, categoria, tipo: 'desvio', origem: 'rdo' },
      };
    return { ref: {}, fixa: false, iniciais: { ...comum, categoria, tipo: 'desvio', origem: 'inspecao' } };
  }, [obra, checklistId, itemId, rdoId, rdoOcorrencia, categoria]);

  const c = checklist.data;
  const r = rdo.data;
  const sugestao = useMemo((): OrigemDaNova['sugestao'] => {
    if (c) {
      const item = c.secoes.flatMap((s) => s.itens).find((i) => i.id === itemId);
      const nota = c.respostas.find((x) => x.itemId === itemId)?.nota ?? '';
      if (!item) return null;
      return {
        titulo: corta(`${c.modelo.nome}: ${item.texto}`, 150),
        descricao: nota ? `${item.texto}\n\n${nota}` : item.texto,
      };
    }
    if (r && rdoOcorrencia !== undefined) {
      const o = r.conteudo.ocorrencias[rdoOcorrencia];
      if (!o) return null;
      const tipo = OCORRENCIA_TIPO_LABEL[o.tipo as keyof typeof OCORRENCIA_TIPO_LABEL] ?? o.tipo;
      return {
        titulo: corta(`${tipo} — RDO nº ${r.numero} de ${formatDate(r.data)}`, 150),
        descricao: o.descricao,
        dataOcorrencia: r.data,
        // An accident in the RDO is an accident here; anything else keeps the type chosen.
        ...(o.tipo === 'acidente' ? { tipo: 'acidente' as const } : {}),
      };
    }
    return null;
  }, [c, r, itemId, rdoOcorrencia]);

  const vindaDe: OrigemDaNova['vindaDe'] = checklistId
    ? { tipo: 'checklist', data: c ? c.createdAt : null }
    : rdoId
      ? { tipo: 'rdo', data: r ? r.data : null }
      : null;
  return { ...base, sugestao, vindaDe, carregando: checklist.isLoading || rdo.isLoading };
}
