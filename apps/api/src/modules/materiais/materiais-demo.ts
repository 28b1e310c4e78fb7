import { randomUUID } from 'node:crypto';
import type { TColunaExtra } from '@portal/domain';
import type { Db } from '../../db/database';
import { materiaisLinhas, materiaisListas, materiaisTemplates, type LinhaModelo } from './materiais.schema';

const linha = (
  codigoSap: string,
  descricao: string,
  unidade: LinhaModelo['unidade'],
  quantidade: number,
  especificacao = '',
  extras: Record<string, string> = {},
): LinhaModelo => ({ codigoSap, descricao, unidade, quantidade, especificacao, observacoes: '', extras });

const DIAMETRO: TColunaExtra[] = [{ chave: 'diametro', titulo: 'Diâmetro' }];

const TUBULACAO: LinhaModelo[] = [
  linha('100245', 'Tubo aço carbono sem costura SCH 40', 'm', 0, 'ASTM A106 Gr. B', { diametro: '2"' }),
  linha('100871', 'Curva 90° raio longo SCH 40', 'pç', 0, 'ASTM A234 WPB', { diametro: '2"' }),
  linha('100902', 'Flange sobreposto classe 150', 'pç', 0, 'ASTM A105', { diametro: '2"' }),
  linha('101330', 'Junta espirometálica classe 150', 'pç', 0, 'ASME B16.20', { diametro: '2"' }),
];

const ELETRICA: LinhaModelo[] = [
  linha('200114', 'Cabo de potência 0,6/1 kV 3x95 mm²', 'm', 0, 'NBR 7286'),
  linha('200310', 'Eletrocalha perfurada 300x100 mm', 'br', 0, 'Galvanizada a fogo'),
  linha('200415', 'Terminal de compressão 95 mm²', 'pç', 0),
];

/** The demo's templates and lists: two templates, and two lists of the main obra being written by its quantifier. */
export async function loadDemoMateriais(
  tx: Db,
  obraId: string,
  people: {
    quantificador: string;
    verificador: string;
    siteManager: string;
    coordenador: string;
    admin: string;
  },
): Promise<void> {
  const [tubulacao] = await tx
    .insert(materiaisTemplates)
    .values([
      {
        nome: 'Tubulação de processo',
        disciplina: 'tubulacao',
        descricao: 'Tubos, conexões, flanges e juntas; o diâmetro numa coluna própria.',
        colunas: DIAMETRO,
        linhas: TUBULACAO,
        criadoPor: people.admin,
      },
      {
        nome: 'Elétrica — cabos e eletrocalhas',
        disciplina: 'eletrica',
        descricao: 'Cabos de força, eletrocalhas e terminais.',
        colunas: [],
        linhas: ELETRICA,
        criadoPor: people.admin,
      },
    ])
    .returning();
  const listas = [
    {
      numero: 1,
      titulo: 'Tubulação de utilidades — Linha 3',
      disciplina: 'tubulacao' as const,
      templateId: tubulacao!.id,
      colunas: DIAMETRO,
      linhas: [
        ...TUBULACAO.map((l, i) => ({ ...l, quantidade: [180, 36, 24, 24][i]! })),
        linha('100246', 'Tubo aço carbono sem costura SCH 40', 'm', 96, 'ASTM A106 Gr. B', {
          diametro: '3"',
        }),
        linha('100872', 'Curva 90° raio longo SCH 40', 'pç', 18, 'ASTM A234 WPB', { diametro: '3"' }),
      ],
    },
    {
      numero: 2,
      titulo: 'Cabos de força — CCM-02',
      disciplina: 'eletrica' as const,
      templateId: null,
      colunas: [],
      linhas: ELETRICA.map((l, i) => ({ ...l, quantidade: [1450, 62, 48][i]! })),
    },
  ];
  for (const { linhas, ...lista } of listas) {
    const [created] = await tx
      .insert(materiaisListas)
      .values({
        ...lista,
        obraId,
        quantificadorId: people.quantificador,
        verificadorId: people.verificador,
        siteManagerId: people.siteManager,
        coordenadorId: people.coordenador,
        sapCentro: '1010',
        sapDeposito: 'OB14',
        sapElementoPep: 'OB-2025-014.02.03',
        totalLinhas: linhas.length,
        criadoPor: people.quantificador,
      })
      .returning({ id: materiaisListas.id });
    await tx
      .insert(materiaisLinhas)
      .values(linhas.map((l, ordem) => ({ ...l, id: randomUUID(), listaId: created!.id, ordem })));
  }
}
