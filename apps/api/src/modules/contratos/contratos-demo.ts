import { somaValores, totalItem, withCnpjCheckDigits } from '@portal/domain';
import type { Db } from '../../db/database';
import { contratos, contratosItens } from './contratos.schema';

interface ItemDemo {
  descricao: string;
  unidade: string;
  quantidade: number;
  precoUnitario: string;
}

const item = (descricao: string, unidade: string, quantidade: number, precoUnitario: string): ItemDemo => ({
  descricao,
  unidade,
  quantidade,
  precoUnitario,
});

/**
 * The demo's contracts: a subcontract of the main obra being written (Revisão), an approved crane rental there, and
 * a civil works contract of another obra waiting for the validator. The main obra's site manager reads the first two.
 */
export async function loadDemoContratos(
  tx: Db,
  obras: { principal: string; outra: string },
  people: { responsavel: string; gestor: string; validador: string; editor: string },
): Promise<void> {
  const demo = [
    {
      obraId: obras.principal,
      numero: 1,
      objeto: 'Montagem eletromecânica da Linha 3: tubulação de utilidades, suportes e cabos de força',
      parteTipo: 'subcontratada' as const,
      parteNome: 'Montagens Paraná Ltda.',
      parteCnpj: withCnpjCheckDigits('451237890001'),
      inicio: '2026-01-12',
      fim: '2026-10-30',
      status: 'Revisão' as const,
      gestorId: people.gestor,
      itens: [
        item('Montagem de tubulação de aço carbono até 4"', 'm', 1850, '182.40'),
        item('Montagem de suportes metálicos', 'kg', 6200, '14.75'),
        item('Lançamento de cabos de força 0,6/1 kV', 'm', 3400, '9.80'),
        item('Mobilização e desmobilização', 'vb', 1, '38500.00'),
      ],
    },
    {
      obraId: obras.principal,
      numero: 2,
      objeto: 'Locação de guindaste telescópico 90 t com operador para içamento dos tanques',
      parteTipo: 'fornecedor' as const,
      parteNome: 'Guindastes Campos Gerais S.A.',
      parteCnpj: withCnpjCheckDigits('128765430001'),
      inicio: '2026-03-02',
      fim: '2026-12-18',
      status: 'Aprovado' as const,
      gestorId: people.gestor,
      aprovadoEm: new Date('2026-02-20T15:00:00-03:00'),
      itens: [
        item('Locação de guindaste 90 t com operador', 'h', 320, '1150.00'),
        item('Mobilização do equipamento', 'vb', 1, '12800.00'),
      ],
    },
    {
      obraId: obras.outra,
      numero: 1,
      objeto: 'Obras civis: fundações e bases dos equipamentos do píer',
      parteTipo: 'subcontratada' as const,
      parteNome: 'Construtora Litoral Engenharia Ltda.',
      parteCnpj: withCnpjCheckDigits('335500120001'),
      inicio: '2026-05-04',
      fim: '2027-02-26',
      status: 'Emitido para o verificador' as const,
      gestorId: people.gestor,
      itens: [
        item('Estaca hélice contínua Ø 50 cm', 'm', 980, '265.00'),
        item('Concreto estrutural fck 30 MPa lançado', 'm³', 410, '780.00'),
      ],
    },
  ];
  for (const { itens, ...contrato } of demo) {
    const valores = itens.map((i) => ({ ...i, total: totalItem(i.quantidade, i.precoUnitario) }));
    const [created] = await tx
      .insert(contratos)
      .values({
        ...contrato,
        responsavelId: people.responsavel,
        validadorId: people.validador,
        valor: somaValores(valores.map((i) => i.total)),
        totalItens: itens.length,
        criadoPor: people.editor,
      })
      .returning({ id: contratos.id });
    await tx
      .insert(contratosItens)
      .values(valores.map((i, ordem) => ({ ...i, contratoId: created!.id, ordem })));
  }
}
