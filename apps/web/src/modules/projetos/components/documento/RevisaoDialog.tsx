import { MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  PROJETO_FINALIDADE_LABEL,
  PROJETO_FINALIDADES,
  proximaRevisao,
  ZRevisaoInput,
  type TProjeto,
} from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useEditarRevisao, useNovaRevisao } from '../../projetos.queries';

/**
 * A new revision in preparation (its label, 0, A, B… or 0, 1, 2…, comes from the obra's scheme), or the purpose and
 * note of the one being prepared (`revisao`).
 */
export function RevisaoDialog({
  projeto: p,
  revisao,
  open,
  onClose,
}: {
  projeto: TProjeto;
  revisao?: TProjeto['revisoes'][number];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('projetos');
  const { enqueueSnackbar } = useSnackbar();
  const nova = useNovaRevisao(p.id);
  const editar = useEditarRevisao(p.id);
  const rotulo = revisao?.revisao ?? proximaRevisao(p.esquemaRevisao, p.revisoes.length);
  return (
    <FormDialog
      open={open}
      title={
        revisao
          ? t('revisao.editarTitulo', { revisao: rotulo })
          : t('revisao.novaTitulo', { numero: p.numero })
      }
      description={revisao ? undefined : t('revisao.novaTexto')}
      schema={ZRevisaoInput}
      defaultValues={{
        finalidade: revisao?.finalidade ?? 'para_aprovacao',
        descricao: revisao?.descricao ?? '',
      }}
      submitLabel={revisao ? t('revisao.salvar') : t('revisao.criar')}
      fields={['finalidade', 'descricao']}
      onClose={onClose}
      onSubmit={async (values) => {
        if (revisao) await editar.mutateAsync({ revisao: revisao.id, input: values });
        else {
          const salvo = await nova.mutateAsync(values);
          enqueueSnackbar(t('revisao.criada', { revisao: salvo.revisoes[0]?.revisao ?? rotulo }), {
            variant: 'success',
          });
        }
        onClose();
      }}
    >
      {(form) => (
        <>
          <Controller
            control={form.control}
            name="finalidade"
            render={({ field, fieldState }) => (
              <TextField
                select
                required
                label={t('revisao.finalidade')}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {PROJETO_FINALIDADES.map((f) => (
                  <MenuItem key={f} value={f}>
                    {PROJETO_FINALIDADE_LABEL[f]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('revisao.descricao')}
            {...form.register('descricao')}
            error={!!form.formState.errors.descricao}
            helperText={form.formState.errors.descricao?.message}
            multiline
            minRows={2}
          />
        </>
      )}
    </FormDialog>
  );
}
