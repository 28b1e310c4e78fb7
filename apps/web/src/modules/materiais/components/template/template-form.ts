import { z } from 'zod';
import { ZTemplateInput, type TTemplate } from '@portal/domain';

/**
 * A template's own fields as the form edits them: the contract's, but for the default lines, which the grid holds
 * (thousands of lines are no form fields) and checks apart.
 */
export const ZTemplateCabecalho = z.object(ZTemplateInput.shape).omit({ linhas: true });
export type TTemplateCabecalho = z.input<typeof ZTemplateCabecalho>;

export function templateFormDefaults(template?: TTemplate): TTemplateCabecalho {
  return template
    ? {
        nome: template.nome,
        disciplina: template.disciplina,
        descricao: template.descricao,
        colunas: template.colunas.map((c) => ({ ...c })),
      }
    : { nome: '', disciplina: 'civil', descricao: '', colunas: [] };
}
