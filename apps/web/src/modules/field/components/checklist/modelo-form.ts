import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { TChecklistModelo, ZChecklistModeloInput } from '@portal/domain';

/** The template editor's form: fields hold the contract's input, submit gets its output. */
export type ModeloForm = UseFormReturn<
  z.input<typeof ZChecklistModeloInput>,
  unknown,
  z.output<typeof ZChecklistModeloInput>
>;

/** The editor's starting point: a template's current version, or a new template with one section and one item. */
export function modeloDefaults(modelo?: TChecklistModelo): z.input<typeof ZChecklistModeloInput> {
  if (!modelo)
    return {
      nome: '',
      assinaturaCliente: false,
      ativo: true,
      secoes: [{ titulo: '', itens: [{ tipo: 'conformidade', texto: '', obrigatorio: true }] }],
    };
  return {
    nome: modelo.nome,
    assinaturaCliente: modelo.assinaturaCliente,
    ativo: modelo.ativo,
    secoes: modelo.secoes.map((secao) => ({
      ...secao,
      itens: secao.itens.map((item) => ({ ...item })),
    })),
  };
}
