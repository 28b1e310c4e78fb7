import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZOcorrenciaEdicao, type TOcorrenciaEdicao, type TOcorrenciaSgi } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useEditarOcorrencia } from '../../sgi.queries';
import { CAMPOS_OCORRENCIA, OcorrenciaCampos } from '../form/OcorrenciaCampos';

/** Changes what the occurrence says (its author while a draft, the team, the responsible in progress). */
export function EditarOcorrenciaDialog({
  ocorrencia: o,
  onClose,
}: {
  ocorrencia: TOcorrenciaSgi;
  onClose: () => void;
}) {
  const { t } = useTranslation('sgi');
  const { enqueueSnackbar } = useSnackbar();
  const editar = useEditarOcorrencia(o);
  return (
    <FormDialog<TOcorrenciaEdicao, z.output<typeof ZOcorrenciaEdicao>>
      open
      maxWidth="md"
      title={t('form.editarTitulo', { numero: o.numero })}
      schema={ZOcorrenciaEdicao}
      defaultValues={{
        categoria: o.categoria,
        tipo: o.tipo,
        origem: o.origem,
        obraId: o.obra?.id ?? null,
        titulo: o.titulo,
        descricao: o.descricao,
        local: o.local,
        dataOcorrencia: o.dataOcorrencia,
        versao: o.versao,
      }}
      fields={CAMPOS_OCORRENCIA}
      submitLabel={t('form.salvar')}
      onClose={onClose}
      onSubmit={async (dados) => {
        await editar.mutateAsync(dados);
        enqueueSnackbar(t('form.salva', { numero: o.numero }), { variant: 'success' });
        onClose();
      }}
    >
      {(form) => <OcorrenciaCampos form={form} origemFixa={o.origem === 'rdo' || o.origem === 'checklist'} />}
    </FormDialog>
  );
}
