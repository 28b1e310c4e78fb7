import { addDays, todayInSaoPaulo } from '@portal/domain';
import type { Db } from '../../db/database';
import { insertAcoes } from './sgi-acoes.repository';
import { insertAuditoria } from './sgi-auditorias.repository';
import { insertOcorrencia, insertRnc } from './sgi.repository';

export interface DemoSgiIds {
  obras: { principal: string; outra: string };
  sgi: string;
  gestor: string;
  campo: string;
  automacao: string;
}

const DIA_MS = 24 * 60 * 60 * 1000;
const vazio = { metodo: [], material: [], medida: [], maquina: [], mao_de_obra: [], meio_ambiente: [] };

/**
 * A safety deviation in progress (RNC, one action finished, one overdue), a quality non-conformity waiting for
 * triage, a finished environmental incident, a draft only its author sees, and an internal audit in execution with
 * one finding: enough for every list, the plan and each category's dashboard.
 */
export async function loadDemoSgi(tx: Db, ids: DemoSgiIds): Promise<void> {
  const hoje = todayInSaoPaulo();
  const dias = (n: number) => new Date(Date.now() - n * DIA_MS);
  const desvio = await insertOcorrencia(tx, {
    categoria: 'seguranca',
    tipo: 'desvio',
    origem: 'inspecao',
    obraId: ids.obras.principal,
    titulo: 'Trabalho em altura sem linha de vida no mezanino',
    descricao:
      'Na inspeção de segurança, dois montadores trabalhavam no mezanino da linha 3 a 4 m de altura com cinto, mas sem linha de vida instalada.',
    local: 'Mezanino da linha 3',
    dataOcorrencia: addDays(hoje, -12),
    gravidade: 'grave',
    status: 'EM ANDAMENTO',
    autorId: ids.campo,
    responsavelId: ids.gestor,
    prazo: addDays(hoje, 10),
    enviadaEm: dias(12),
    triadaEm: dias(11),
    createdAt: dias(12),
  });
  await insertRnc(tx, {
    ocorrenciaId: desvio.id,
    emitenteId: ids.sgi,
    tipo: 'acao_corretiva',
    norma: 'ISO 45001',
    clausula: '8.1.2',
    descricao: 'Atividade em altura executada sem o sistema de proteção previsto na APR e na NR-35.',
    abrangencia: 'Todas as frentes de montagem em altura da obra.',
    correcaoImediata: 'Atividade paralisada e linha de vida provisória instalada antes da retomada.',
    correcaoResponsavelId: ids.gestor,
    correcaoPrazo: addDays(hoje, -11),
    porques: [
      'A linha de vida não estava instalada.',
      'A instalação não constava na sequência de montagem do dia.',
      'A APR da tarefa não foi revisada quando o mezanino mudou de nível.',
    ],
    ishikawa: { ...vazio, metodo: ['APR desatualizada'], mao_de_obra: ['Equipe nova na frente'] },
    causaRaiz6M: 'metodo',
    causaRaiz: 'Revisão da APR não é disparada por mudança de projeto.',
    eficaciaResponsavelId: ids.sgi,
    eficaciaPrazo: addDays(hoje, 40),
  });
  await insertAcoes(tx, [
    {
      ocorrenciaId: desvio.id,
      oQue: 'Reciclar a equipe de montagem em NR-35',
      porQue: 'Equipe nova na frente não reconheceu a falta da linha de vida',
      onde: 'Sala de treinamento do canteiro',
      quando: addDays(hoje, -5),
      quemId: ids.campo,
      como: 'Treinamento de 8 h com prática em estrutura',
      quantoCusta: '1800.00',
      verificadorId: ids.sgi,
      custoReal: '1650.00',
      evidencia: 'Lista de presença e certificados de 14 montadores.',
      status: 'finalizada',
      finalizadaEm: dias(4),
      registradaPor: ids.gestor,
    },
    {
      ocorrenciaId: desvio.id,
      oQue: 'Incluir a revisão da APR no procedimento de mudança de projeto',
      porQue: 'A APR não acompanhou a mudança de nível do mezanino',
      onde: 'Procedimento PG-SST-07',
      quando: addDays(hoje, -2),
      quemId: ids.gestor,
      como: 'Revisar o procedimento e divulgar no DDS',
      quantoCusta: '0',
      verificadorId: ids.sgi,
      registradaPor: ids.gestor,
    },
  ]);
  await insertOcorrencia(tx, {
    categoria: 'qualidade',
    tipo: 'nao_conformidade',
    origem: 'inspecao',
    obraId: ids.obras.outra,
    titulo: 'Cabos de controle sem identificação nas canaletas',
    descricao:
      'Na inspeção da casa de comando, 18 cabos de controle estavam sem anilhas de identificação nas duas pontas.',
    local: 'Casa de comando, canaleta C2',
    dataOcorrencia: addDays(hoje, -2),
    status: 'TRIAGEM',
    autorId: ids.gestor,
    enviadaEm: dias(2),
    createdAt: dias(2),
  });
  const incidente = await insertOcorrencia(tx, {
    categoria: 'meio_ambiente',
    tipo: 'incidente',
    origem: 'inspecao',
    obraId: ids.obras.principal,
    titulo: 'Vazamento de óleo do gerador sobre o solo',
    descricao:
      'Cerca de 5 litros de óleo diesel vazaram da mangueira de retorno do gerador G-01 sobre solo sem bacia.',
    local: 'Área do gerador G-01',
    dataOcorrencia: addDays(hoje, -40),
    gravidade: 'moderada',
    status: 'FINALIZADO',
    autorId: ids.automacao,
    responsavelId: ids.gestor,
    enviadaEm: dias(40),
    triadaEm: dias(39),
    finalizadaEm: dias(30),
    createdAt: dias(40),
  });
  await insertRnc(tx, {
    ocorrenciaId: incidente.id,
    emitenteId: ids.sgi,
    tipo: 'acao_corretiva',
    norma: 'ISO 14001',
    clausula: '8.2',
    descricao: 'Gerador operando sem bacia de contenção.',
    porques: ['A mangueira rompeu.', 'Não havia bacia de contenção.'],
    ishikawa: { ...vazio, material: ['Mangueira ressecada'] },
    causaRaiz6M: 'material',
    causaRaiz: 'Mangueira fora da inspeção preventiva.',
    eficaciaResponsavelId: ids.sgi,
    eficaciaPrazo: addDays(hoje, -5),
    eficaciaResultado: 'eficaz',
    eficaciaObservacao: 'Sem novos vazamentos em 30 dias; bacia instalada.',
    encerradaEm: dias(5),
  });
  await insertAcoes(tx, [
    {
      ocorrenciaId: incidente.id,
      oQue: 'Instalar bacia de contenção sob o gerador',
      porQue: 'Conter vazamentos futuros',
      onde: 'Área do gerador G-01',
      quando: addDays(hoje, -32),
      quemId: ids.automacao,
      como: 'Bacia metálica com 110% do volume do tanque',
      quantoCusta: '3200.00',
      verificadorId: ids.sgi,
      custoReal: '2980.00',
      evidencia: 'Bacia instalada, fotos no relatório.',
      status: 'verificada',
      finalizadaEm: dias(31),
      verificadaEm: dias(30),
      registradaPor: ids.gestor,
    },
  ]);
  await insertOcorrencia(tx, {
    categoria: 'seguranca',
    tipo: 'quase_acidente',
    origem: 'outra',
    obraId: ids.obras.principal,
    titulo: 'Chapa escorregou da empilhadeira',
    descricao: 'Uma chapa de 3 m escorregou do garfo ao fazer a curva no pátio; ninguém estava na área.',
    dataOcorrencia: hoje,
    status: 'RASCUNHO',
    autorId: ids.campo,
  });
  const auditoria = await insertAuditoria(tx, {
    tipo: 'interna',
    titulo: 'Auditoria interna do SGQ — obras em andamento',
    normas: ['ISO 9001'],
    escopo: 'Controle de documentos, inspeção e ensaios, registros de qualidade das obras em andamento.',
    obraId: ids.obras.principal,
    auditor: 'Patrícia Nogueira (auditora líder)',
    inicio: addDays(hoje, -3),
    fim: addDays(hoje, 2),
    etapa: 'execucao',
    criadaPor: ids.sgi,
  });
  await insertOcorrencia(tx, {
    categoria: 'auditoria',
    tipo: 'constatacao_auditoria',
    origem: 'auditoria',
    origemRef: { auditoriaId: auditoria.id },
    origemId: auditoria.id,
    obraId: ids.obras.principal,
    titulo: 'Desenhos de revisão anterior em uso na frente de montagem',
    descricao:
      'Dois desenhos da revisão B estavam na frente de montagem, embora a revisão C tenha sido liberada.',
    dataOcorrencia: addDays(hoje, -1),
    status: 'TRIAGEM',
    autorId: ids.sgi,
    enviadaEm: dias(1),
    createdAt: dias(1),
  });
}
