import type { TFabricacaoResumo, TObraStatus } from '@portal/domain';
import type { FabricacaoRow } from './fabricacao.repository';

/** A fabrication row as lists and cards show it (numbers from numeric text). */
export function toFabricacaoResumo(r: FabricacaoRow): TFabricacaoResumo {
  return {
    id: r.id,
    codigo: r.codigo,
    nome: r.nome,
    status: r.status as TObraStatus,
    cliente: r.cliente,
    inicioPrevisto: r.inicioPrevisto,
    fimPrevisto: r.fimPrevisto,
    destino: r.destinoId ? { id: r.destinoId, codigo: r.destinoCodigo!, nome: r.destinoNome! } : null,
    progressoPeso: Number(r.progressoPeso),
    progressoItens: Number(r.progressoItens),
    itens: r.itens,
    itensConcluidos: r.itensConcluidos,
    pesoTotalKg: Number(r.pesoTotalKg),
    operacoesAtrasadas: r.operacoesAtrasadas,
  };
}
