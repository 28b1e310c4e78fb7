import type { TOcorrencia } from '@portal/domain';

/** What the scale RDOs are written with: the crews, contractors, machines, phases and words of a real site. */

export const FUNCOES = [
  'Encarregado',
  'Pedreiro',
  'Armador',
  'Carpinteiro',
  'Eletricista',
  'Encanador',
  'Montador',
  'Soldador',
  'Pintor',
  'Servente',
  'Operador de máquinas',
  'Técnico de segurança',
  'Topógrafo',
];
export const EMPREITEIRAS = [
  'Eletrosul Montagens',
  'Fundacional Estacas',
  'Metalúrgica Forte Aço',
  'Terraplenagem Horizonte',
  'Pinturas Industriais Leste',
  'Hidrotec Instalações',
];
export const EQUIPAMENTOS = [
  'Guindaste 50 t',
  'Caminhão munck',
  'Retroescavadeira',
  'Escavadeira hidráulica',
  'Betoneira 400 L',
  'Plataforma elevatória',
  'Máquina de solda inversora',
  'Rolo compactador',
  'Gerador 150 kVA',
  'Bomba de concreto',
];
/** A typical plan, in order; each obra takes 5 to 10 of these phases. */
export const FASES = [
  'Mobilização e canteiro',
  'Terraplenagem',
  'Fundações',
  'Estrutura de concreto',
  'Estrutura metálica',
  'Cobertura e fechamento',
  'Alvenaria e vedações',
  'Instalações elétricas',
  'Instalações hidrossanitárias',
  'Montagem mecânica',
  'Acabamentos',
  'Comissionamento e desmobilização',
];
export const OCORRENCIAS: { tipo: TOcorrencia['tipo']; descricao: string }[] = [
  { tipo: 'visita_tecnica', descricao: 'Visita do fiscal do cliente às frentes de serviço.' },
  { tipo: 'atraso_material', descricao: 'Entrega de aço atrasada pelo fornecedor; armação remanejada.' },
  { tipo: 'ordem_recebida', descricao: 'Fiscalização pediu revisão do traço do concreto da laje.' },
  { tipo: 'interferencia_terceiros', descricao: 'Concessionária interrompeu a energia do canteiro por 2 h.' },
  {
    tipo: 'acidente',
    descricao: 'Corte leve na mão de um servente; atendido no ambulatório, sem afastamento.',
  },
  { tipo: 'outra', descricao: 'Diálogo de segurança sobre trabalho em altura com todas as equipes.' },
];
export const COMENTARIOS = [
  'Serviços conforme o cronograma.',
  'Aguardando liberação da frente pela fiscalização.',
  'Concretagem programada para amanhã cedo.',
  'Equipe reduzida por causa de feriado municipal.',
  'Inspeção de segurança sem pendências.',
];
export const FISCAIS = [
  'Renata Albuquerque',
  'Otávio Drummond',
  'Helena Vasconcelos',
  'Gustavo Paiva',
  'Sílvia Matos',
];
/** 1×1 PNG: the scale data's drawn signatures (a real one weighs a few kB, which nothing here measures). */
export const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
