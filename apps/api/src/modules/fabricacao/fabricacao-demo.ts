import { addDays, todayInSaoPaulo } from '@portal/domain';
import type { Db } from '../../db/database';
import { fabCentros, fabFabricacoes, fabItens, fabOperacaoTipos, fabOperacoes } from './fabricacao.schema';

export interface DemoFabricacaoIds {
  /** FB-2026-002, the stainless steel tanks, for the Linha 3 site. */
  tanques: { obra: string; destino: string };
  /** FB-2026-005, the dosing skid, for the substation site. */
  skid: { obra: string; destino: string };
}

/** The factory's work centres and their hours a week. */
const CENTROS: [string, number][] = [
  ['Corte e preparação', 80],
  ['Caldeiraria', 120],
  ['Solda', 160],
  ['Usinagem', 80],
  ['Pintura', 80],
  ['Expedição', 40],
];

/** [tipo, centro, start and end in days from today, planned hours, done (actual dates) or started]. */
type DemoOp = [string, string, number, number, number, ('feita' | 'iniciada')?];
interface DemoItem {
  tag: string;
  descricao: string;
  quantidade: number;
  peso: number;
  ops: DemoOp[];
}

const TANQUES: DemoItem[] = [
  {
    tag: 'TQ-101',
    descricao: 'Tanque de fermentação 600 hL — costado, fundo e teto',
    quantidade: 4,
    peso: 8200,
    ops: [
      ['corte', 'Corte e preparação', -40, -30, 120, 'feita'],
      ['montagem', 'Caldeiraria', -29, -10, 360, 'feita'],
      ['solda', 'Solda', -9, 12, 480, 'iniciada'],
      ['inspecao', 'Caldeiraria', 13, 17, 40],
      ['expedicao', 'Expedição', 20, 22, 24],
    ],
  },
  {
    tag: 'TQ-102',
    descricao: 'Tanque de fermentação 600 hL — segundo lote',
    quantidade: 8,
    peso: 8200,
    ops: [
      ['corte', 'Corte e preparação', -5, 9, 240, 'iniciada'],
      ['montagem', 'Caldeiraria', 10, 40, 720],
      ['solda', 'Solda', 25, 60, 960],
      ['inspecao', 'Caldeiraria', 61, 66, 80],
    ],
  },
  {
    tag: 'ES-201',
    descricao: 'Escada helicoidal e plataforma de acesso',
    quantidade: 2,
    peso: 1450,
    ops: [
      ['corte', 'Corte e preparação', -20, -16, 32, 'feita'],
      ['solda', 'Solda', -15, -8, 64, 'feita'],
      ['pintura', 'Pintura', -7, 3, 40, 'iniciada'],
    ],
  },
];

const SKID: DemoItem[] = [
  {
    tag: 'SK-01',
    descricao: 'Base do skid em perfil W 250',
    quantidade: 1,
    peso: 3200,
    ops: [
      ['corte', 'Corte e preparação', -30, -26, 24, 'feita'],
      ['solda', 'Solda', -25, -15, 80, 'feita'],
      // Late: its planned end passed and it is not finished.
      ['pintura', 'Pintura', -12, -3, 32, 'iniciada'],
      ['inspecao', 'Caldeiraria', 0, 2, 8],
    ],
  },
  {
    tag: 'SK-02',
    descricao: 'Tubulação de processo em inox 2"',
    quantidade: 1,
    peso: 850,
    ops: [
      ['corte', 'Corte e preparação', -6, -2, 16, 'feita'],
      ['usinagem', 'Usinagem', -1, 6, 40, 'iniciada'],
      ['solda', 'Solda', 7, 14, 56],
    ],
  },
  {
    tag: 'SK-03',
    descricao: 'Bombas dosadoras e painel elétrico',
    quantidade: 1,
    peso: 420,
    ops: [
      ['montagem', 'Caldeiraria', 15, 19, 24],
      ['inspecao', 'Caldeiraria', 20, 21, 8],
      ['expedicao', 'Expedição', 24, 24, 8],
    ],
  },
];

/**
 * The factory's demo: six work centres, the tanks (FB-2026-002) and a dosing skid (FB-2026-005) with items and
 * operations around today — some done, some under way, the skid's painting late — so the dashboards and the
 * planning board have something to show.
 */
export async function loadDemoFabricacao(tx: Db, ids: DemoFabricacaoIds): Promise<void> {
  const hoje = todayInSaoPaulo();
  const dia = (n: number) => addDays(hoje, n);
  const centros = new Map<string, string>();
  for (const [nome, horas] of CENTROS) {
    const [c] = await tx
      .insert(fabCentros)
      .values({ nome, capacidadeHorasSemana: String(horas) })
      .returning();
    centros.set(nome, c!.id);
  }
  const tipos = new Map((await tx.select().from(fabOperacaoTipos)).map((t) => [t.codigo, t]));
  for (const [fab, itens] of [
    [ids.tanques, TANQUES],
    [ids.skid, SKID],
  ] as const) {
    await tx.insert(fabFabricacoes).values({ obraId: fab.obra, obraDestinoId: fab.destino });
    for (const item of itens) {
      const [row] = await tx
        .insert(fabItens)
        .values({
          obraId: fab.obra,
          tag: item.tag,
          descricao: item.descricao,
          quantidade: String(item.quantidade),
          pesoUnitarioKg: String(item.peso),
        })
        .returning();
      for (const [codigo, centro, ini, fim, horas, estado] of item.ops) {
        const tipo = tipos.get(codigo)!;
        await tx.insert(fabOperacoes).values({
          itemId: row!.id,
          obraId: fab.obra,
          tipoId: tipo.id,
          centroId: centros.get(centro)!,
          sequencia: tipo.ordem,
          inicioPrevisto: dia(ini),
          fimPrevisto: dia(fim),
          horasPrevistas: String(horas),
          inicioReal: estado ? dia(ini) : null,
          fimReal: estado === 'feita' ? dia(fim) : null,
          horasReais: estado === 'feita' ? String(horas * 1.1) : estado ? String(horas / 2) : null,
        });
      }
    }
  }
}
