import { somarDias, todayInSaoPaulo, type TCobertura } from '@portal/domain';
import type { Db } from '../../db/database';
import { segurosApolices, segurosEndossos } from './seguros.schema';

const RE_COBERTURAS: TCobertura[] = [
  {
    descricao: 'Cobertura básica — obras civis e instalação e montagem',
    limite: '18450000.00',
    franquia: 'Danos da natureza: 10% dos prejuízos, mínimo R$ 50.000,00; demais: R$ 25.000,00',
  },
  { descricao: 'Responsabilidade civil geral e cruzada', limite: '2000000.00', franquia: 'R$ 10.000,00' },
  { descricao: 'Erro de projeto', limite: '1500000.00', franquia: '20% dos prejuízos, mínimo R$ 50.000,00' },
  { descricao: 'Despesas extraordinárias', limite: '300000.00', franquia: '' },
];

/**
 * The demo's policies, dated from today so the warnings read the same any day: the main obra's engineering-risk
 * policy, extended once and now ending in 20 days, before the obra's planned end (the dashboard warns); a delivered
 * obra's ended engineering-risk policy and its full-operation policy in force; a stopped obra's policy in force.
 */
export async function loadDemoSeguros(
  tx: Db,
  obras: { principal: string; concluida: string; paralisada: string },
  autor: string,
): Promise<void> {
  const hoje = todayInSaoPaulo();
  const prorrogada = somarDias(hoje, 20);
  const [principal] = await tx
    .insert(segurosApolices)
    .values({
      obraId: obras.principal,
      ramo: 'risco_engenharia',
      tipo: 'IM+OCC',
      seguradora: 'Tokio Marine Seguradora',
      corretora: 'Alpha Corretora de Seguros',
      numero: '05.96.0012345',
      inicioVigencia: '2025-03-10',
      fimVigenciaOriginal: somarDias(hoje, -60),
      fimVigencia: prorrogada,
      importanciaOriginal: '18450000.00',
      importanciaSegurada: '19200000.00',
      premio: '96400.00',
      premioTotal: '104150.00',
      franquia: 'Conforme cada cobertura',
      segurado: 'Construtora e consórcio da obra (cosseguro do contratante)',
      processoSusep: '15414.900123/2013-41',
      coberturasOriginais: RE_COBERTURAS,
      coberturas: RE_COBERTURAS,
      criadoPor: autor,
    })
    .returning();
  await tx.insert(segurosEndossos).values({
    apoliceId: principal!.id,
    numero: '1',
    dataEmissao: somarDias(hoje, -75),
    descricao:
      'Prorrogação da vigência pelo atraso da montagem eletromecânica e aumento da importância segurada.',
    novoFimVigencia: prorrogada,
    novaImportancia: '19200000.00',
    premioAdicional: '7750.00',
    criadoPor: autor,
  });
  await tx.insert(segurosApolices).values([
    {
      obraId: obras.concluida,
      ramo: 'risco_engenharia',
      tipo: 'OCC',
      seguradora: 'Allianz Seguros',
      corretora: 'Alpha Corretora de Seguros',
      numero: 'RE-2024-88120',
      inicioVigencia: '2024-02-01',
      fimVigenciaOriginal: '2025-07-15',
      fimVigencia: '2025-07-15',
      importanciaOriginal: '6200000.00',
      importanciaSegurada: '6200000.00',
      premio: '31800.00',
      premioTotal: '31800.00',
      franquia: 'R$ 20.000,00 por sinistro',
      coberturasOriginais: [
        { descricao: 'Cobertura básica — obras civis', limite: '6200000.00', franquia: '' },
      ],
      coberturas: [{ descricao: 'Cobertura básica — obras civis', limite: '6200000.00', franquia: '' }],
      criadoPor: autor,
    },
    {
      obraId: obras.concluida,
      ramo: 'pleno_funcionamento',
      tipo: 'MR',
      seguradora: 'Allianz Seguros',
      corretora: 'Alpha Corretora de Seguros',
      numero: 'MR-2025-10442',
      inicioVigencia: '2025-07-01',
      fimVigenciaOriginal: somarDias(hoje, 215),
      fimVigencia: somarDias(hoje, 215),
      importanciaOriginal: '6500000.00',
      importanciaSegurada: '6500000.00',
      premio: '18900.00',
      premioTotal: '18900.00',
      franquia: 'R$ 15.000,00 por sinistro',
      coberturasOriginais: [
        { descricao: 'Incêndio, raio e explosão', limite: '6500000.00', franquia: '' },
        { descricao: 'Danos elétricos', limite: '400000.00', franquia: '' },
        { descricao: 'Lucros cessantes', limite: '1200000.00', franquia: '' },
      ],
      coberturas: [
        { descricao: 'Incêndio, raio e explosão', limite: '6500000.00', franquia: '' },
        { descricao: 'Danos elétricos', limite: '400000.00', franquia: '' },
        { descricao: 'Lucros cessantes', limite: '1200000.00', franquia: '' },
      ],
      criadoPor: autor,
    },
    {
      obraId: obras.paralisada,
      ramo: 'risco_engenharia',
      tipo: 'IM',
      seguradora: 'Mapfre Seguros',
      corretora: '',
      numero: '1180-0042-77',
      inicioVigencia: '2025-05-02',
      fimVigenciaOriginal: somarDias(hoje, 75),
      fimVigencia: somarDias(hoje, 75),
      importanciaOriginal: '3900000.00',
      importanciaSegurada: '3900000.00',
      premio: '22100.00',
      premioTotal: '22100.00',
      franquia: 'R$ 10.000,00 por sinistro',
      coberturasOriginais: [
        { descricao: 'Cobertura básica — instalação e montagem', limite: '3900000.00', franquia: '' },
      ],
      coberturas: [
        { descricao: 'Cobertura básica — instalação e montagem', limite: '3900000.00', franquia: '' },
      ],
      criadoPor: autor,
    },
  ]);
}
