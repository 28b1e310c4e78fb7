import { MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  SGI_TIPOS,
  SGI_TIPO_LABEL,
  ZConstatacaoInput,
  type TAuditoria,
  type TConstatacaoInput,
} from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useRegistrarConstatacao } from '../../sgi.queries';
import { ObraSelect } from '../../../obras/components/ObraSelect';

/** A finding of the audit in execution: it becomes an occurrence of category auditoria, straight into triage. */
export function ConstatacaoDialog({ auditoria: a, onClose }: { auditoria: TAuditoria; onClose: () => void }) {
  const { t } = useTranslation('sgi');
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useRegistrarConstatacao(a.id);
  return (
    <FormDialog<TConstatacaoInput, z.output<typeof ZConstatacaoInput>>
      open
      title={t('auditoria.constatarTitulo', { numero: a.numero })}
      description={t('auditoria.constatarDescricao')}
      schema={ZConstatacaoInput}
      defaultValues={{ tipo: 'constatacao_auditoria', titulo: '', descricao: '', obraId: a.obra?.id ?? null }}
      fields={['tipo', 'titulo', 'descricao', 'obraId']}
      submitLabel={t('auditoria.registrar')}
      onClose={onClose}
      onSubmit={async (dados) => {
        const o = await registrar.mutateAsync(dados);
        enqueueSnackbar(t('auditoria.constatada', { numero: o.numero }), { variant: 'success' });
        onClose();
      }}
    >
      {({ control, register, formState: { errors } }) => (
        <>
          <Controller
            name="tipo"
            control={control}
            render={({ field }) => (
              <TextField
                select
                required
                label={t('campos.tipo')}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                inputRef={field.ref}
                error={!!errors.tipo}
                helperText={errors.tipo?.message}
              >
                {SGI_TIPOS.map((tipo) => (
                  <MenuItem key={tipo} value={tipo}>
                    {SGI_TIPO_LABEL[tipo]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('campos.titulo')}
            required
            {...register('titulo')}
            error={!!errors.titulo}
            helperText={errors.titulo?.message}
          />
          <TextField
            label={t('auditoria.evidencia')}
            required
            multiline
            minRows={3}
            {...register('descricao')}
            error={!!errors.descricao}
            helperText={errors.descricao?.message ?? t('auditoria.evidenciaAjuda')}
          />
          <Controller
            name="obraId"
            control={control}
            render={({ field, fieldState }) => (
              <ObraSelect
                label={t('campos.obra')}
                value={field.value}
                onChange={(id) => field.onChange(id ?? null)}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
