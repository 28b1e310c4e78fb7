import { addDays, todayInSaoPaulo } from '@portal/domain';
import type { Db } from '../../db/database';
import { insertEvento, insertProcesso, insertSolicitacao } from './juridico.repository';

export interface DemoJuridicoIds {
  obras: { principal: string; outra: string };
  escritorios: { moraes: string; pereira: string };
  dp: string;
  seguranca: string;
  juridico: string;
}

/**
 * Three cases: a labour claim at the main obra handled by Moraes & Bastos (a hearing next week, a deadline in two
 * days, payslips requested), a civil case of another obra handled by Pereira Lima, and a closed labour case.
 */
export async function loadDemoJuridico(tx: Db, ids: DemoJuridicoIds): Promise<void> {
  const hoje = todayInSaoPaulo();
  const trabalhista = await insertProcesso(tx, {
    obraId: ids.obras.principal,
    tipo: 'trabalhista',
    numeroCnj: '1002345-41.2025.5.02.0461',
    vara: '1ª Vara do Trabalho de São Bernardo do Campo',
    comarca: 'São Bernardo do Campo',
    uf: 'SP',
    parteContraria: 'José Aparecido da Silva',
    polo: 'passivo',
    objeto: 'Horas extras, adicional de insalubridade e reflexos; ex-armador da obra (jan/2024 a mar/2025).',
    valorCausa: '185000.00',
    provisaoRisco: 'possivel',
    provisaoValor: '62000.00',
    fase: 'instrucao',
    escritorioId: ids.escritorios.moraes,
    responsavelDpId: ids.dp,
    responsavelSegId: ids.seguranca,
  });
  await insertEvento(tx, {
    processoId: trabalhista.id,
    tipo: 'audiencia',
    titulo: 'Audiência de instrução',
    data: addDays(hoje, 6),
    hora: '14:30',
    local: 'Fórum Trabalhista de São Bernardo do Campo, sala 3',
  });
  await insertEvento(tx, {
    processoId: trabalhista.id,
    tipo: 'prazo',
    titulo: 'Juntada dos cartões de ponto',
    data: addDays(hoje, 2),
  });
  await insertSolicitacao(tx, {
    processoId: trabalhista.id,
    tipoDocumento: 'holerites',
    descricao: 'Holerites de jan/2024 a mar/2025 do reclamante',
    prazo: addDays(hoje, 2),
    criadaPor: ids.juridico,
  });
  await insertSolicitacao(tx, {
    processoId: trabalhista.id,
    tipoDocumento: 'seguranca',
    descricao: 'Fichas de EPI e ASO do reclamante',
    prazo: addDays(hoje, 5),
    criadaPor: ids.juridico,
  });
  const civel = await insertProcesso(tx, {
    obraId: ids.obras.outra,
    tipo: 'civel',
    numeroCnj: '1018822-95.2025.8.26.0114',
    vara: '3ª Vara Cível de Campinas',
    comarca: 'Campinas',
    uf: 'SP',
    parteContraria: 'Condomínio Residencial Jardim das Palmeiras',
    polo: 'passivo',
    objeto: 'Danos materiais por trincas atribuídas à vibração das fundações da obra vizinha.',
    valorCausa: '420000.00',
    provisaoRisco: 'provavel',
    provisaoValor: '150000.00',
    fase: 'inicial',
    escritorioId: ids.escritorios.pereira,
  });
  await insertEvento(tx, {
    processoId: civel.id,
    tipo: 'prazo',
    titulo: 'Contestação',
    data: addDays(hoje, 10),
  });
  await insertProcesso(tx, {
    obraId: ids.obras.principal,
    tipo: 'trabalhista',
    numeroCnj: '0012093-62.2023.5.15.0093',
    vara: 'Vara do Trabalho de Ponta Grossa',
    comarca: 'Ponta Grossa',
    uf: 'PR',
    parteContraria: 'Marcos Antônio Ferreira',
    polo: 'passivo',
    objeto: 'Verbas rescisórias; acordo homologado e pago.',
    valorCausa: '48000.00',
    provisaoRisco: 'remota',
    provisaoValor: '0.00',
    fase: 'encerrado',
    escritorioId: ids.escritorios.moraes,
    responsavelDpId: ids.dp,
  });
}
