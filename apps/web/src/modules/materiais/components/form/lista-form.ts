import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { TLista, TListaInput, ZListaInput } from '@portal/domain';

/** The form of a list's header, new or edited: "Configurar Lista"'s fields (origin and template only when new). */
export type ListaForm = UseFormReturn<TListaInput, unknown, z.output<typeof ZListaInput>>;

/** A new list's empty fields (an obra's list, no template), or an existing list's own. */
export function listaFormDefaults(lista?: TLista): TListaInput {
  if (!lista)
    return {
      titulo: '',
      disciplina: 'civil',
      origem: 'obra',
      projeto: '',
      templateId: null,
      quantificadorId: '',
      verificadorId: '',
      siteManagerId: '',
      coordenadorId: '',
      sap: { centro: '', deposito: '', elementoPep: '', dataNecessidade: null },
    };
  return {
    titulo: lista.titulo,
    disciplina: lista.disciplina,
    origem: lista.origem,
    projeto: lista.projeto,
    templateId: lista.template?.id ?? null,
    quantificadorId: lista.pessoas.quantificador.id,
    verificadorId: lista.pessoas.verificador.id,
    siteManagerId: lista.pessoas.siteManager.id,
    coordenadorId: lista.pessoas.coordenador.id,
    sap: {
      centro: lista.sap.centro,
      deposito: lista.sap.deposito,
      elementoPep: lista.sap.elementoPep,
      dataNecessidade: lista.sap.dataNecessidade,
    },
  };
}
