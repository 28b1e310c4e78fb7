import {
  PROJETO_CODIGO_MOVE,
  PROJETO_LIFECYCLE,
  PROJETOS_CONFIG_PADRAO,
  addDays,
  proximaRevisao,
  todayInSaoPaulo,
  type TEsquemaRevisao,
  type TProjetoCategoria,
  type TProjetoCodigo,
  type TProjetoDisciplina,
  type TProjetoEscopo,
  type TProjetoFinalidade,
  type TProjetoSituacao,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { saveConfigDaObra } from './projetos-config.repository';
import { projetos, projetosComentarios, projetosRevisoes, projetosTransmittais } from './projetos.schema';

/** Who acts in the demo's documents (user ids). */
export interface DemoProjetosPessoas {
  projetista: string;
  adminProjetos: string;
  /** The client approver of OB-2025-021. */
  aprovador: string;
  /** The client approver of the skid's factory projects (FB-2026-005). */
  aprovadorFabrica: string;
  /** The client (projetista) of OB-2025-014, who reads and comments. */
  cliente: string;
  gestor: string;
}

export interface DemoProjetosObras {
  /** OB-2025-021, the substation: most documents, reviewed by aprovador@. */
  subestacao: { id: string; codigo: string };
  /** OB-2025-014, Linha 3 of Serra Azul. */
  linha3: { id: string; codigo: string };
  /** FB-2026-005, the dosing skid (factory projects, revisions numbered 0, 1, 2…). */
  skid: { id: string; codigo: string };
}

type Pessoa = keyof DemoProjetosPessoas;

interface DemoComentario {
  texto: string;
  por: Pessoa;
  interno?: boolean;
  resposta?: string;
  fechado?: boolean;
}

/** A revision: issued `emitida` days from today (prepared still when absent), reviewed with a code `revisada` days from today. */
interface DemoRevisao {
  finalidade: TProjetoFinalidade;
  descricao?: string;
  emitida?: number;
  revisada?: [number, TProjetoCodigo];
  comentarios?: DemoComentario[];
}

interface DemoDocumento {
  numero: string;
  titulo: string;
  disciplina: TProjetoDisciplina;
  categoria: TProjetoCategoria;
  descricao?: string;
  /** The document's due date in days from today (the designers' or the client's, whoever holds it). */
  prazo: number | null;
  revisoes: DemoRevisao[];
  /** Cancelled this many days from today (CL). */
  cancelado?: number;
}

const SUBESTACAO: DemoDocumento[] = [
  {
    numero: 'SE138-CIV-DE-0001',
    titulo: 'Fundações dos pórticos de 138 kV',
    disciplina: 'civil',
    categoria: 'Executivo',
    prazo: null,
    revisoes: [
      {
        finalidade: 'para_aprovacao',
        emitida: -150,
        revisada: [-140, 'C'],
        comentarios: [
          {
            por: 'aprovador',
            texto: 'Rever a cota de assentamento dos blocos B3 e B4 conforme a sondagem SP-07.',
            resposta: 'Cotas revistas na revisão A; blocos B3 e B4 aprofundados em 0,60 m.',
            fechado: true,
          },
        ],
      },
      {
        finalidade: 'para_aprovacao',
        emitida: -120,
        revisada: [-112, 'B'],
        comentarios: [
          {
            por: 'aprovador',
            texto: 'Indicar o cobrimento das armaduras nos detalhes dos chumbadores.',
            resposta: 'Cobrimento de 5 cm indicado na revisão B.',
            fechado: true,
          },
        ],
      },
      { finalidade: 'para_construcao', emitida: -90, revisada: [-85, 'A'] },
    ],
  },
  {
    numero: 'SE138-EST-DE-0002',
    titulo: 'Estrutura metálica dos pórticos e barramentos',
    disciplina: 'estrutural',
    categoria: 'Executivo',
    prazo: 7,
    revisoes: [
      {
        finalidade: 'para_aprovacao',
        emitida: -70,
        revisada: [-60, 'B'],
        comentarios: [
          {
            por: 'aprovador',
            texto: 'Incluir a verificação dos pórticos para o vento de projeto da NBR 6123 com V0 = 35 m/s.',
            resposta: 'Verificação incluída no memorial e nas pranchas da revisão A.',
          },
        ],
      },
      { finalidade: 'para_aprovacao', emitida: -3, descricao: 'Atende aos comentários da revisão 0.' },
    ],
  },
  {
    numero: 'SE138-ELE-DE-0003',
    titulo: 'Diagrama unifilar da subestação 138/13,8 kV',
    disciplina: 'eletrica',
    categoria: 'Executivo',
    prazo: 7,
    revisoes: [{ finalidade: 'para_aprovacao', emitida: -3 }],
  },
  {
    numero: 'SE138-ELE-DE-0004',
    titulo: 'Malha de aterramento da subestação',
    disciplina: 'eletrica',
    categoria: 'Executivo',
    prazo: -10,
    revisoes: [
      {
        finalidade: 'para_aprovacao',
        emitida: -55,
        revisada: [-47, 'C'],
        comentarios: [
          {
            por: 'aprovador',
            texto: 'Apresentar a medição de resistividade do solo usada no cálculo da malha.',
          },
          {
            por: 'aprovador',
            texto: 'As tensões de passo e de toque devem considerar a brita de 10 cm no pátio.',
          },
          {
            por: 'gestor',
            interno: true,
            texto: 'A medição de resistividade foi refeita em outubro; usar o relatório novo.',
          },
        ],
      },
      { finalidade: 'para_aprovacao', descricao: 'Recalculada com a resistividade medida em outubro.' },
    ],
  },
  {
    numero: 'SE138-ARQ-DE-0005',
    titulo: 'Casa de comando — plantas, cortes e fachadas',
    disciplina: 'arquitetura',
    categoria: 'Executivo',
    prazo: -3,
    revisoes: [
      {
        finalidade: 'para_aprovacao',
        emitida: -40,
        revisada: [-33, 'D'],
        comentarios: [
          {
            por: 'aprovador',
            texto:
              'A sala de baterias precisa de ventilação natural e porta para fora, com acesso independente.',
          },
        ],
      },
    ],
  },
  {
    numero: 'SE138-AUT-DE-0006',
    titulo: 'Arquitetura do sistema de automação e SCADA',
    disciplina: 'automacao',
    categoria: 'Executivo',
    prazo: 15,
    revisoes: [{ finalidade: 'para_aprovacao' }],
  },
  {
    numero: 'SE138-CIV-AB-0007',
    titulo: 'As built da drenagem do pátio',
    disciplina: 'civil',
    categoria: 'AsBuilt',
    prazo: null,
    revisoes: [{ finalidade: 'as_built', emitida: -20 }],
  },
  {
    numero: 'SE138-ELE-AB-0008',
    titulo: 'As built do encaminhamento dos cabos de controle',
    disciplina: 'eletrica',
    categoria: 'AsBuilt',
    prazo: 4,
    revisoes: [
      {
        finalidade: 'para_aprovacao',
        emitida: -30,
        revisada: [-24, 'B'],
        comentarios: [
          {
            por: 'aprovador',
            texto: 'Identificar as canaletas CN-03 e CN-04 na planta de encaminhamento.',
          },
        ],
      },
    ],
  },
  {
    numero: 'SE138-GER-RF-0009',
    titulo: 'Estudo de curto-circuito de referência (concessionária)',
    disciplina: 'geral',
    categoria: 'Referencia',
    descricao: 'Dados da concessionária para o dimensionamento; uso interno da engenharia.',
    prazo: null,
    revisoes: [{ finalidade: 'informativo', emitida: -100 }],
  },
  {
    numero: 'SE138-HID-DE-0010',
    titulo: 'Sistema de combate a incêndio do transformador',
    disciplina: 'hidraulica',
    categoria: 'Executivo',
    prazo: -165,
    cancelado: -150,
    revisoes: [
      {
        finalidade: 'para_aprovacao',
        emitida: -180,
        revisada: [-172, 'D'],
        comentarios: [
          {
            por: 'aprovador',
            texto:
              'O transformador passa a ser fornecido com sistema de drenagem e despressurização próprio.',
          },
        ],
      },
    ],
  },
  {
    numero: 'SE138-MEC-DE-0011',
    titulo: 'Suportes dos equipamentos de pátio',
    disciplina: 'mecanica',
    categoria: 'Executivo',
    prazo: null,
    revisoes: [{ finalidade: 'para_aprovacao', emitida: -205, revisada: [-196, 'A'] }],
  },
];

const LINHA3: DemoDocumento[] = [
  {
    numero: 'L3-CIV-DE-0001',
    titulo: 'Bases dos tanques de envase da linha 3',
    disciplina: 'civil',
    categoria: 'Executivo',
    prazo: null,
    revisoes: [
      {
        finalidade: 'para_aprovacao',
        emitida: -75,
        revisada: [-66, 'C'],
        comentarios: [
          {
            por: 'adminProjetos',
            texto: 'Compatibilizar as bases com o layout novo dos tanques enviado pelo cliente.',
            resposta: 'Compatibilizado na revisão A.',
            fechado: true,
          },
        ],
      },
      { finalidade: 'para_construcao', emitida: -45, revisada: [-41, 'A'] },
    ],
  },
  {
    numero: 'L3-TUB-DE-0002',
    titulo: 'Tubulação de CIP da linha 3',
    disciplina: 'tubulacao',
    categoria: 'Executivo',
    prazo: 6,
    revisoes: [{ finalidade: 'para_aprovacao', emitida: -4 }],
  },
  {
    numero: 'L3-ELE-AB-0003',
    titulo: 'As built dos painéis elétricos da linha 3',
    disciplina: 'eletrica',
    categoria: 'AsBuilt',
    prazo: 10,
    revisoes: [{ finalidade: 'as_built' }],
  },
  {
    numero: 'L3-GER-RF-0004',
    titulo: 'Requisitos do cliente para instalações de alimentos',
    disciplina: 'geral',
    categoria: 'Referencia',
    prazo: null,
    revisoes: [{ finalidade: 'informativo', emitida: -60 }],
  },
];

const SKID: DemoDocumento[] = [
  {
    numero: 'SK-MEC-DE-0001',
    titulo: 'Arranjo geral do skid de dosagem química',
    disciplina: 'mecanica',
    categoria: 'Mecanica',
    prazo: null,
    revisoes: [
      {
        finalidade: 'para_aprovacao',
        emitida: -45,
        revisada: [-40, 'B'],
        comentarios: [
          {
            por: 'aprovadorFabrica',
            texto: 'Prever espaço para a retirada das bombas dosadoras sem desmontar a tubulação.',
            resposta: 'Bombas deslocadas 300 mm; espaço de retirada indicado na revisão 1.',
            fechado: true,
          },
        ],
      },
      { finalidade: 'para_construcao', emitida: -30, revisada: [-27, 'A'] },
    ],
  },
  {
    numero: 'SK-EST-DE-0002',
    titulo: 'Base do skid — detalhamento',
    disciplina: 'estrutural',
    categoria: 'Mecanica',
    prazo: 3,
    revisoes: [
      {
        finalidade: 'para_aprovacao',
        emitida: -20,
        revisada: [-14, 'B'],
        comentarios: [
          {
            por: 'aprovadorFabrica',
            texto: 'Indicar os olhais de içamento e o centro de gravidade do conjunto.',
          },
        ],
      },
    ],
  },
  {
    numero: 'SK-TUB-DE-0003',
    titulo: 'Isométricos da tubulação do skid',
    disciplina: 'tubulacao',
    categoria: 'Mecanica',
    prazo: 8,
    revisoes: [{ finalidade: 'para_aprovacao', emitida: -2 }],
  },
  {
    numero: 'SK-ELE-DE-0004',
    titulo: 'Diagrama elétrico do painel de comando do skid',
    disciplina: 'eletrica',
    categoria: 'Eletrica',
    prazo: -4,
    revisoes: [
      {
        finalidade: 'para_aprovacao',
        emitida: -25,
        revisada: [-18, 'C'],
        comentarios: [
          {
            por: 'aprovadorFabrica',
            texto: 'Os motores das bombas devem ter partida por inversor, não direta.',
          },
        ],
      },
    ],
  },
  {
    numero: 'SK-AUT-DE-0005',
    titulo: 'Lista de I/O e lógica de controle do skid',
    disciplina: 'automacao',
    categoria: 'Eletrica',
    prazo: 12,
    revisoes: [{ finalidade: 'para_aprovacao' }],
  },
];

/** The situation a document's last issued revision leaves it in. */
function situacaoDe(doc: DemoDocumento): TProjetoSituacao {
  if (doc.cancelado !== undefined) return 'CL';
  const ultima = doc.revisoes.filter((r) => r.emitida !== undefined).at(-1);
  if (!ultima) return 'EL';
  if (ultima.revisada) return PROJETO_LIFECYCLE.moves[PROJETO_CODIGO_MOVE[ultima.revisada[1]]].to;
  return ultima.finalidade === 'para_aprovacao' ? 'PAP' : 'EMI';
}

interface Emissao {
  revisaoId: string;
  dia: number;
  prazoCliente: string | null;
}

/**
 * An obra's demo documents with their revisions and comments, and a transmittal for each day revisions were issued
 * (numbered per obra in date order, as the register numbers them).
 */
async function loadObra(
  tx: Db,
  obra: { id: string; codigo: string },
  escopo: TProjetoEscopo,
  esquema: TEsquemaRevisao,
  documentos: DemoDocumento[],
  pessoas: DemoProjetosPessoas,
  revisor: Pessoa,
): Promise<void> {
  const hoje = todayInSaoPaulo();
  const dia = (d: number) => addDays(hoje, d);
  const instante = (d: number, hora = 10) =>
    new Date(`${dia(d)}T${String(hora).padStart(2, '0')}:00:00-03:00`);
  const emissoes: Emissao[] = [];
  for (const doc of documentos) {
    const situacao = situacaoDe(doc);
    const emitidas = doc.revisoes.filter((r) => r.emitida !== undefined);
    const ultima = emitidas.at(-1);
    const primeiroDia = Math.min(...doc.revisoes.map((r) => r.emitida ?? -1)) - 5;
    const ultimoDia = Math.max(
      ...doc.revisoes.flatMap((r) => [r.emitida ?? primeiroDia, r.revisada?.[0] ?? primeiroDia]),
      doc.cancelado ?? primeiroDia,
    );
    const [criado] = await tx
      .insert(projetos)
      .values({
        obraId: obra.id,
        escopo,
        numero: doc.numero,
        titulo: doc.titulo,
        disciplina: doc.disciplina,
        categoria: doc.categoria,
        descricao: doc.descricao ?? '',
        situacao,
        revisaoAtual: ultima ? proximaRevisao(esquema, emitidas.length - 1) : null,
        finalidadeAtual: ultima?.finalidade ?? null,
        codigoAtual: ultima?.revisada?.[1] ?? null,
        prazo: doc.prazo === null ? null : dia(doc.prazo),
        criadoPor: pessoas.projetista,
        versao: doc.revisoes.length,
        createdAt: instante(primeiroDia, 9),
        updatedAt: instante(ultimoDia, 16),
      })
      .returning({ id: projetos.id });
    for (const [ordem, rev] of doc.revisoes.entries()) {
      const emitida = rev.emitida;
      const prazoCliente =
        emitida !== undefined && rev.finalidade === 'para_aprovacao'
          ? dia(emitida + PROJETOS_CONFIG_PADRAO.prazoClienteDias)
          : null;
      const [revisao] = await tx
        .insert(projetosRevisoes)
        .values({
          projetoId: criado!.id,
          ordem,
          revisao: proximaRevisao(esquema, ordem),
          finalidade: rev.finalidade,
          descricao: rev.descricao ?? '',
          status: rev.revisada ? 'revisada' : emitida !== undefined ? 'emitida' : 'rascunho',
          emitidaEm: emitida === undefined ? null : instante(emitida),
          emitidaPor: emitida === undefined ? null : pessoas.projetista,
          prazoCliente,
          codigo: rev.revisada?.[1] ?? null,
          revisadaEm: rev.revisada ? instante(rev.revisada[0], 15) : null,
          revisadaPor: rev.revisada ? pessoas[revisor] : null,
          criadaPor: pessoas.projetista,
          createdAt: instante((emitida ?? 0) - 2, 9),
        })
        .returning({ id: projetosRevisoes.id });
      if (emitida !== undefined) emissoes.push({ revisaoId: revisao!.id, dia: emitida, prazoCliente });
      const quando = rev.revisada?.[0] ?? emitida ?? 0;
      for (const c of rev.comentarios ?? [])
        await tx.insert(projetosComentarios).values({
          projetoId: criado!.id,
          revisaoId: revisao!.id,
          autorId: pessoas[c.por],
          texto: c.texto,
          interno: c.interno ?? false,
          resposta: c.resposta ?? null,
          respondidoPor: c.resposta ? pessoas.projetista : null,
          respondidoEm: c.resposta ? instante(quando + 2) : null,
          fechadoPor: c.fechado ? pessoas[c.por] : null,
          fechadoEm: c.fechado ? instante(quando + 3) : null,
          createdAt: instante(quando, 15),
        });
    }
  }
  const dias = [...new Set(emissoes.map((e) => e.dia))].sort((a, b) => a - b);
  for (const [i, d] of dias.entries()) {
    const daqui = emissoes.filter((e) => e.dia === d);
    const sequencia = i + 1;
    const [grd] = await tx
      .insert(projetosTransmittais)
      .values({
        obraId: obra.id,
        escopo,
        sequencia,
        numero: `GRD-${obra.codigo}-${String(sequencia).padStart(4, '0')}`,
        prazo: daqui.find((e) => e.prazoCliente)?.prazoCliente ?? null,
        observacao: daqui.length > 1 ? 'Documentos emitidos juntos para análise do cliente.' : '',
        emitidoPor: pessoas.projetista,
        emitidoEm: instante(d),
      })
      .returning({ id: projetosTransmittais.id });
    for (const e of daqui)
      await tx
        .update(projetosRevisoes)
        .set({ transmittalId: grd!.id })
        .where(eq(projetosRevisoes.id, e.revisaoId));
  }
}

/**
 * The demo's engineering documents: on the substation (OB-2025-021) eleven documents of every category and several
 * situations, two waiting for aprovador@ (PAP), two overdue with the designers, one cancelled with an old due date,
 * an internal Referência one, and reviews over the last seven months (the boards' charts); on Linha 3
 * (OB-2025-014) four; on the skid's fabrication (FB-2026-005, revisions 0, 1, 2…) five factory projects, one
 * waiting for aprovador.fabrica@ and one overdue. Dates are relative to today (São Paulo).
 */
export async function loadDemoProjetos(
  tx: Db,
  obras: DemoProjetosObras,
  pessoas: DemoProjetosPessoas,
): Promise<void> {
  await loadObra(tx, obras.subestacao, 'cre', 'letras', SUBESTACAO, pessoas, 'aprovador');
  // Linha 3 has no client approver: the engineering coordinator reviewed its documents.
  await loadObra(tx, obras.linha3, 'cre', 'letras', LINHA3, pessoas, 'adminProjetos');
  await saveConfigDaObra(tx, obras.skid.id, { ...PROJETOS_CONFIG_PADRAO, esquemaRevisao: 'numeros' });
  await loadObra(tx, obras.skid, 'fabrica', 'numeros', SKID, pessoas, 'aprovadorFabrica');
}
