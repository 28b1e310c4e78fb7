import { z } from 'zod';
import { ZHoras, ZQuantidade } from './field-numbers';

/** A person on the day's log, with the hours they worked. */
export const ZDiarioPessoa = z.object({
  nome: z.string().trim().min(2, 'Informe o nome').max(120),
  funcao: z.string().trim().max(80).default(''),
  horas: ZHoras.default(0),
});
export type TDiarioPessoa = z.infer<typeof ZDiarioPessoa>;

/** A machine or tool used on the day. */
export const ZDiarioEquipamento = z.object({
  descricao: z.string().trim().min(2, 'Informe o equipamento').max(120),
  quantidade: z.number().int('Quantidade inteira').min(1, 'Pelo menos 1').max(1000).default(1),
  horas: ZHoras.default(0),
});
export type TDiarioEquipamento = z.infer<typeof ZDiarioEquipamento>;

/** What was done on one of the order's EAP items that day. */
export const ZDiarioItemInput = z.object({
  eapItemId: z.uuid('Item da EAP inválido'),
  quantidade: ZQuantidade,
});
