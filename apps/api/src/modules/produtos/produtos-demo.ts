import { TAF_LIFECYCLE, type TTafAssinatura, type TTafPonto, type TTafResultado } from '@portal/domain';
import type { Db } from '../../db/database';
import { insertProduto } from './produtos.repository';
import { insertModelo, insertTaf, updateTafIf, upsertResultado } from './taf.repository';

export interface DemoProdutosIds {
  /** The demo fabrication (an obra of tipo fabricacao). */
  fabricacao: string;
  executor: { id: string; nome: string };
}

/** A handwritten-looking stroke, as a PNG data URL (demo signatures). */
const ASSINATURA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAALQAAAA4CAYAAABUv9KRAAABOklEQVR42u3bSZLCMAwFUM7BlntyddizoBhka/B7Vdl1U4n0cZzYXC4AAAAAAAAAAAAAAAAAQCXX2/3xyaFStA6wcDM6xAJNqyB/8/8qe1BIzIsZfbuudq46euhoED3vXFkDQU5s+MQvaVYNBNlrny3z45W1MD9ObHinoq86z4gv+9hXapkn/k8RO78VqDwnbz8iZ11ERBErNiPrnCxwJAY6uphVmlMpKMeu0lUZSap+bue7hQezpHebXT6/+h2CjaP0rqZXWYCQqsGhrrTKJcwCPWoa0P26SAx15c01Hv6Euu0ItmOJWHIaBTpqwaPidU1YlWRhILtvUv/lbxka6i6Nt0Qs1G8bOnFbpyAfGOopzffLmMN27BnJ+gZKoIMeqoTJMXI7qkOgBFqgEGhhYnGgVQMAAAAAXj0BSUuu+Olk42AAAAAASUVORK5CYII=';

const PRODUTOS = [
  {
    codigo: 'SK-100',
    nome: 'Skid de bombeamento de mosto 30 m³/h',
    familia: 'Skid',
    descricao:
      'Skid com duas bombas centrífugas sanitárias, válvulas borboleta e painel local, montado em base inox.',
    dadosTecnicos: [
      { campo: 'Vazão nominal', valor: '30', unidade: 'm³/h' },
      { campo: 'Pressão de projeto', valor: '10', unidade: 'bar' },
      { campo: 'Potência por bomba', valor: '7,5', unidade: 'kW' },
      { campo: 'Material', valor: 'Aço inox AISI 304', unidade: '' },
    ],
  },
  {
    codigo: 'TQ-FER-60',
    nome: 'Tanque de fermentação cilindrocônico 60 m³',
    familia: 'Tanque',
    descricao: 'Tanque cilindrocônico com camisa de glicol, CIP e isolamento em PU, para cerveja.',
    dadosTecnicos: [
      { campo: 'Volume útil', valor: '60', unidade: 'm³' },
      { campo: 'Diâmetro interno', valor: '3200', unidade: 'mm' },
      { campo: 'Pressão de projeto', valor: '2,5', unidade: 'bar' },
      { campo: 'Material', valor: 'Aço inox AISI 304L', unidade: '' },
    ],
  },
  {
    codigo: 'PE-CCM-12',
    nome: 'Painel elétrico CCM de 12 gavetas',
    familia: 'Painel elétrico',
    descricao: 'Centro de controle de motores em 380 V, forma 3b, com inversores e barramento de cobre.',
    dadosTecnicos: [
      { campo: 'Tensão nominal', valor: '380', unidade: 'V' },
      { campo: 'Corrente nominal do barramento', valor: '1250', unidade: 'A' },
      { campo: 'Grau de proteção', valor: 'IP54', unidade: '' },
    ],
  },
  {
    codigo: 'TC-PL-20',
    nome: 'Trocador de calor a placas 20 m²',
    familia: 'Trocador de calor',
    descricao: 'Trocador a placas gaxetado para resfriamento de mosto.',
    dadosTecnicos: [
      { campo: 'Área de troca', valor: '20', unidade: 'm²' },
      { campo: 'Pressão de projeto', valor: '10', unidade: 'bar' },
    ],
  },
];

/** A skid's acceptance test: every kind of point (instruction, pass/fail, measurement, photo). */
const PONTOS_SKID: TTafPonto[] = [
  {
    id: 'p1',
    ordem: 1,
    tipo: 'instrucao',
    descricao: 'Conferir o skid contra o desenho de conjunto e a lista de materiais',
  },
  {
    id: 'p2',
    ordem: 2,
    tipo: 'passa_falha',
    descricao: 'Teste hidrostático a 15 bar por 30 minutos, sem vazamentos',
  },
  {
    id: 'p3',
    ordem: 3,
    tipo: 'medicao',
    descricao: 'Vazão medida com a bomba B-01 no ponto nominal',
    nominal: 30,
    tolerancia: 1.5,
    unidade: 'm³/h',
  },
  {
    id: 'p4',
    ordem: 4,
    tipo: 'medicao',
    descricao: 'Distância entre flanges de sucção e recalque',
    nominal: 850,
    tolerancia: 2,
    unidade: 'mm',
  },
  { id: 'p5', ordem: 5, tipo: 'passa_falha', descricao: 'Intertravamento de nível baixo desliga as bombas' },
  { id: 'p6', ordem: 6, tipo: 'foto', descricao: 'Foto da placa de identificação do skid' },
];

const HORA = 60 * 60 * 1000;

/**
 * The demo's products (skid, tank, electrical panel, heat exchanger), the skid's TAF template, and two TAFs on the
 * demo fabrication: one in progress and one signed by the factory and the client (approved).
 */
export async function loadDemoProdutos(tx: Db, ids: DemoProdutosIds): Promise<void> {
  // Loaded when the seed runs: imported at the top, the workflow module would close an import cycle with obras.
  const { recordMove } = await import('../workflow');
  const criados = new Map<string, string>();
  for (const p of PRODUTOS) criados.set(p.codigo, (await insertProduto(tx, p)).id);
  const skid = criados.get('SK-100')!;
  const modelo = await insertModelo(tx, {
    nome: 'TAF de skid de bombeamento',
    familia: 'Skid',
    pontos: PONTOS_SKID,
  });
  await insertModelo(tx, {
    nome: 'TAF de tanque de fermentação',
    produtoId: criados.get('TQ-FER-60')!,
    pontos: [
      { id: 't1', ordem: 1, tipo: 'instrucao', descricao: 'Conferir certificados de material das chapas' },
      { id: 't2', ordem: 2, tipo: 'passa_falha', descricao: 'Ensaio de estanqueidade da camisa de glicol' },
      {
        id: 't3',
        ordem: 3,
        tipo: 'medicao',
        descricao: 'Diâmetro interno do costado',
        nominal: 3200,
        tolerancia: 5,
        unidade: 'mm',
      },
      { id: 't4', ordem: 4, tipo: 'foto', descricao: 'Foto do acabamento interno (solda polida)' },
    ],
  });

  // In progress: three points answered, the rest waits for the test bench.
  const emExecucao = await insertTaf(tx, {
    produtoId: skid,
    obraId: ids.fabricacao,
    modeloId: modelo.id,
    numeroSerie: 'SK100-2026-002',
    pontos: PONTOS_SKID,
    responsavelId: ids.executor.id,
  });
  const respostas: [string, TTafResultado, string | null][] = [
    ['p1', 'conforme', null],
    ['p2', 'conforme', null],
    ['p3', 'conforme', '30.4'],
  ];
  for (const [pontoId, resultado, valor] of respostas)
    await upsertResultado(tx, {
      tafId: emExecucao.id,
      pontoId,
      resultado,
      valorMedido: valor,
      verificadoPor: ids.executor.id,
      verificadoEm: new Date(Date.now() - 2 * HORA),
    });

  // Signed: every point conforme, witnessed, signed by both inspectors.
  const assinado = await insertTaf(tx, {
    produtoId: skid,
    obraId: ids.fabricacao,
    modeloId: modelo.id,
    numeroSerie: 'SK100-2026-001',
    pontos: PONTOS_SKID,
    responsavelId: ids.executor.id,
  });
  const valores: Record<string, string> = { p3: '29.8', p4: '851' };
  for (const p of PONTOS_SKID)
    await upsertResultado(tx, {
      tafId: assinado.id,
      pontoId: p.id,
      resultado: p.tipo === 'foto' ? 'nao_aplicavel' : 'conforme',
      valorMedido: valores[p.id] ?? null,
      observacao: p.tipo === 'foto' ? 'Placa fotografada no relatório de inspeção dimensional' : '',
      verificadoPor: ids.executor.id,
      verificadoEm: new Date(Date.now() - 26 * HORA),
    });
  const em = new Date(Date.now() - 24 * HORA);
  const assinatura = (
    nome: string,
    cargo: string,
    empresa: string,
    userId: string | null,
  ): TTafAssinatura => ({
    nome,
    cargo,
    empresa,
    imagem: ASSINATURA,
    assinadoEm: em.toISOString(),
    userId,
  });
  const registro = {
    titulo: 'TAF · SK-100 nº de série SK100-2026-001',
    link: `/produto/taf/${skid}/${assinado.id}`,
  };
  const mover = {
    porId: ids.executor.id,
    porNome: ids.executor.nome,
    substituindoId: null,
    substituindoNome: null,
  };
  await updateTafIf(
    tx,
    assinado.id,
    { versao: 0, status: 'em_execucao' },
    {
      status: 'aguardando_assinaturas',
      resultado: 'aprovado',
      concluidoEm: em,
      testemunhas: [
        { nome: 'Renata Albuquerque', empresa: 'Cervejaria Serra Azul S.A.', cargo: 'Gerente de Engenharia' },
        { nome: 'Jorge Tavares', empresa: 'Bureau de Inspeção Técnica', cargo: 'Inspetor' },
      ],
    },
  );
  await recordMove(tx, TAF_LIFECYCLE, {
    entidadeId: assinado.id,
    move: 'concluir',
    from: 'em_execucao',
    mover,
    registro,
  });
  await updateTafIf(
    tx,
    assinado.id,
    { versao: 1, status: 'aguardando_assinaturas' },
    {
      status: 'assinado',
      assinadoEm: em,
      assinaturaFabrica: assinatura(
        ids.executor.nome,
        'Inspetor de qualidade',
        'Fábrica Sorocaba',
        ids.executor.id,
      ),
      assinaturaCliente: assinatura(
        'Renata Albuquerque',
        'Gerente de Engenharia',
        'Cervejaria Serra Azul S.A.',
        null,
      ),
    },
  );
  await recordMove(tx, TAF_LIFECYCLE, {
    entidadeId: assinado.id,
    move: 'assinar',
    from: 'aguardando_assinaturas',
    mover,
    registro,
  });
}
