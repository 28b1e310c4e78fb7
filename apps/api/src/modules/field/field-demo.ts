import { addDays, todayInSaoPaulo, type TChecklistSecaoModelo, type TOsTipo } from '@portal/domain';
import type { Db } from '../../db/database';
import {
  checklistModeloVersoes,
  checklistModelos,
  eapItens,
  ordensServico,
  osDiarioItens,
  osDiarios,
  osItens,
} from './field.schema';

interface DemoEapItem {
  descricao: string;
  unidade?: string;
  quantidade?: number;
  peso: number;
  filhos?: DemoEapItem[];
}

const EAP: Record<TOsTipo, DemoEapItem[]> = {
  field: [
    {
      descricao: 'Montagem mecânica',
      peso: 60,
      filhos: [
        { descricao: 'Montagem de estruturas metálicas', unidade: 't', quantidade: 48, peso: 50 },
        { descricao: 'Montagem de tubulação de processo', unidade: 'm', quantidade: 1200, peso: 30 },
        { descricao: 'Montagem de tanques e bombas', unidade: 'un', quantidade: 14, peso: 20 },
      ],
    },
    {
      descricao: 'Montagem elétrica',
      peso: 40,
      filhos: [
        { descricao: 'Lançamento de eletrocalhas', unidade: 'm', quantidade: 850, peso: 40 },
        { descricao: 'Lançamento de cabos de força', unidade: 'm', quantidade: 6200, peso: 60 },
      ],
    },
  ],
  automacao: [
    {
      descricao: 'Instrumentação',
      peso: 50,
      filhos: [
        { descricao: 'Montagem de instrumentos de campo', unidade: 'un', quantidade: 86, peso: 60 },
        { descricao: 'Lançamento de cabos de instrumentação', unidade: 'm', quantidade: 4300, peso: 40 },
      ],
    },
    {
      descricao: 'Comissionamento',
      peso: 50,
      filhos: [
        { descricao: 'Testes de malha', unidade: 'un', quantidade: 86, peso: 70 },
        { descricao: 'Testes de partida do CLP', unidade: 'un', quantidade: 4, peso: 30 },
      ],
    },
  ],
};

const CHECKLISTS: Record<
  TOsTipo,
  { nome: string; assinaturaCliente: boolean; secoes: TChecklistSecaoModelo[] }
> = {
  field: {
    nome: 'Inspeção de montagem de estrutura metálica',
    assinaturaCliente: true,
    secoes: [
      {
        id: 'doc',
        titulo: 'Documentação',
        itens: [
          {
            id: 'doc-1',
            tipo: 'conformidade',
            texto: 'Projeto na revisão vigente no local',
            obrigatorio: true,
          },
          { id: 'doc-2', tipo: 'conformidade', texto: 'Procedimento de torque aprovado', obrigatorio: true },
        ],
      },
      {
        id: 'mont',
        titulo: 'Montagem',
        itens: [
          {
            id: 'mont-1',
            tipo: 'medicao',
            texto: 'Desvio de prumo da coluna',
            unidade: 'mm',
            nominal: 0,
            tolerancia: 5,
            obrigatorio: true,
          },
          {
            id: 'mont-2',
            tipo: 'medicao',
            texto: 'Torque dos parafusos M20',
            unidade: 'N·m',
            nominal: 280,
            tolerancia: 15,
            obrigatorio: true,
          },
          {
            id: 'mont-3',
            tipo: 'conformidade',
            texto: 'Arruelas e porcas conforme projeto',
            obrigatorio: true,
          },
          { id: 'mont-4', tipo: 'foto', texto: 'Foto da ligação parafusada', obrigatorio: true },
        ],
      },
      {
        id: 'enc',
        titulo: 'Encerramento',
        itens: [{ id: 'enc-1', tipo: 'texto', texto: 'Observações', obrigatorio: false }],
      },
    ],
  },
  automacao: {
    nome: 'Teste de malha de instrumento',
    assinaturaCliente: false,
    secoes: [
      {
        id: 'id',
        titulo: 'Identificação',
        itens: [{ id: 'id-1', tipo: 'texto', texto: 'TAG do instrumento', obrigatorio: true }],
      },
      {
        id: 'teste',
        titulo: 'Teste',
        itens: [
          {
            id: 't-1',
            tipo: 'medicao',
            texto: 'Sinal a 0 %',
            unidade: 'mA',
            nominal: 4,
            tolerancia: 0.08,
            obrigatorio: true,
          },
          {
            id: 't-2',
            tipo: 'medicao',
            texto: 'Sinal a 100 %',
            unidade: 'mA',
            nominal: 20,
            tolerancia: 0.08,
            obrigatorio: true,
          },
          { id: 't-3', tipo: 'conformidade', texto: 'Indicação no supervisório confere', obrigatorio: true },
        ],
      },
    ],
  },
};

async function insertTree(
  tx: Db,
  obraId: string,
  tipo: TOsTipo,
  items: DemoEapItem[],
  parentId: string | null,
  byName: Map<string, string>,
): Promise<void> {
  for (const [ordem, item] of items.entries()) {
    const [row] = await tx
      .insert(eapItens)
      .values({
        obraId,
        tipo,
        parentId,
        ordem,
        descricao: item.descricao,
        unidade: item.unidade ?? '',
        quantidade: item.quantidade ?? 0,
        peso: item.peso,
      })
      .returning({ id: eapItens.id });
    byName.set(item.descricao, row!.id);
    if (item.filhos) await insertTree(tx, obraId, tipo, item.filhos, row!.id, byName);
  }
}

/**
 * The demo obra's field and automation work: each team's EAP and checklist template, field order nº 1 in execution
 * with two daily logs (progress 30,9 %: 37,5 % of 20 t weighing 50, 20 % of 300 m weighing 30), nº 2 open, and automation order nº 1 in execution.
 */
export async function loadDemoField(
  tx: Db,
  obraId: string,
  people: { campo: string; automacao: string },
): Promise<void> {
  const hoje = todayInSaoPaulo();
  const eap = new Map<string, string>();
  for (const tipo of ['field', 'automacao'] as const) {
    await insertTree(tx, obraId, tipo, EAP[tipo], null, eap);
    const { nome, assinaturaCliente, secoes } = CHECKLISTS[tipo];
    const [modelo] = await tx
      .insert(checklistModelos)
      .values({ obraId, tipo, nome, versaoAtual: 1 })
      .returning({ id: checklistModelos.id });
    await tx
      .insert(checklistModeloVersoes)
      .values({ modeloId: modelo!.id, versao: 1, secoes, assinaturaCliente });
  }
  const os = async (values: typeof ordensServico.$inferInsert, itens: [string, number][]) => {
    const [row] = await tx.insert(ordensServico).values(values).returning({ id: ordensServico.id });
    await tx.insert(osItens).values(
      itens.map(([descricao, quantidade], ordem) => ({
        osId: row!.id,
        eapItemId: eap.get(descricao)!,
        quantidade,
        ordem,
      })),
    );
    return row!.id;
  };
  const equipe = [
    { nome: 'Sérgio Almeida', funcao: 'Encarregado' },
    { nome: 'José Ribamar', funcao: 'Montador' },
    { nome: 'Antônio Farias', funcao: 'Soldador' },
  ];
  const estruturas = await os(
    {
      obraId,
      tipo: 'field',
      numero: 1,
      titulo: 'Montagem das estruturas do mezanino da Linha 3',
      escopo:
        'Montagem das colunas, vigas e contraventamentos do mezanino (eixos A–F) e da tubulação de CIP.',
      prioridade: 'alta',
      local: 'Galpão de envase — mezanino',
      responsavelId: people.campo,
      equipe,
      inicioPrevisto: addDays(hoje, -10),
      fimPrevisto: addDays(hoje, 20),
      inicioReal: addDays(hoje, -8),
      status: 'em_execucao',
      criadoPor: people.campo,
    },
    [
      ['Montagem de estruturas metálicas', 20],
      ['Montagem de tubulação de processo', 300],
    ],
  );
  const logs: [number, [string, number][]][] = [
    [2, [['Montagem de estruturas metálicas', 4]]],
    [
      1,
      [
        ['Montagem de estruturas metálicas', 3.5],
        ['Montagem de tubulação de processo', 60],
      ],
    ],
  ];
  for (const [dias, feito] of logs) {
    const [diario] = await tx
      .insert(osDiarios)
      .values({
        osId: estruturas,
        data: addDays(hoje, -dias),
        horaInicio: '07:00',
        horaFim: '17:00',
        equipe: equipe.map((p) => ({ ...p, horas: 9 })),
        equipamentos: [{ descricao: 'Guindaste 30 t', quantidade: 1, horas: 6 }],
        horasHomem: 27,
        observacoes: 'Frente liberada pela engenharia do cliente.',
        autorId: people.campo,
      })
      .returning({ id: osDiarios.id });
    await tx.insert(osDiarioItens).values(
      feito.map(([descricao, quantidade]) => ({
        diarioId: diario!.id,
        eapItemId: eap.get(descricao)!,
        quantidade,
      })),
    );
  }
  await os(
    {
      obraId,
      tipo: 'field',
      numero: 2,
      titulo: 'Lançamento de eletrocalhas do galpão de envase',
      prioridade: 'media',
      local: 'Galpão de envase — cobertura',
      responsavelId: people.campo,
      inicioPrevisto: addDays(hoje, 5),
      fimPrevisto: addDays(hoje, 35),
      status: 'aberta',
      criadoPor: people.campo,
    },
    [['Lançamento de eletrocalhas', 400]],
  );
  await os(
    {
      obraId,
      tipo: 'automacao',
      numero: 1,
      titulo: 'Instrumentação do skid de CIP',
      escopo: 'Montagem e teste de malha dos instrumentos do skid de limpeza (CIP).',
      prioridade: 'media',
      local: 'Sala de utilidades',
      responsavelId: people.automacao,
      equipe: [{ nome: 'Larissa Moura', funcao: 'Técnica de automação' }],
      inicioPrevisto: addDays(hoje, -3),
      fimPrevisto: addDays(hoje, 12),
      inicioReal: addDays(hoje, -3),
      status: 'em_execucao',
      criadoPor: people.automacao,
    },
    [['Montagem de instrumentos de campo', 24]],
  );
}
