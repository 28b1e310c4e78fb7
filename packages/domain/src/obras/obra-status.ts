// The obra's status and type, without zod: screens that only show a status (the dashboard's chip) import these
// and leave the schemas, and zod with them, out of their download.
export const OBRA_TIPOS = ['obra', 'fabricacao'] as const;
export const OBRA_STATUS = ['em_planejamento', 'em_andamento', 'paralisada', 'concluida'] as const;
export type TObraStatus = (typeof OBRA_STATUS)[number];
export type TObraTipo = (typeof OBRA_TIPOS)[number];

export const OBRA_STATUS_LABEL: Record<TObraStatus, string> = {
  em_planejamento: 'Em planejamento',
  em_andamento: 'Em andamento',
  paralisada: 'Paralisada',
  concluida: 'Concluída',
};

export const OBRA_TIPO_LABEL: Record<TObraTipo, string> = { obra: 'Obra', fabricacao: 'Fabricação' };
