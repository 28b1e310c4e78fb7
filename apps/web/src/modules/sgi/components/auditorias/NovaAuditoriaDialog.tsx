import { Box, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  AUDITORIA_TIPOS,
  AUDITORIA_TIPO_LABEL,
  SGI_NORMAS,
  ZAuditoriaInput,
  type TAuditoriaInput,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { useCriarAuditoria } from '../../sgi.queries';
import { ObraSelect } from '../../../obras/components/ObraSelect';

const FIELDS = ['tipo', 'titulo', 'normas', 'escopo', 'obraId', 'auditor', 'inicio', 'fim'] as const;

/** Plans an audit (ISO 19011): type, title, norms, scope, obra, auditor and period; then its page opens. */
export function NovaAuditoriaDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sgi');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const criar = useCriarAuditoria();
  return (
    <FormDialog<TAuditoriaInput, z.output<typeof ZAuditoriaInput>>
      open
      title={t('auditorias.novaTitulo')}
      description={t('auditorias.novaDescricao')}
      schema={ZAuditoriaInput}
      defaultValues={{
        tipo: 'interna',
        titulo: '',
        normas: [],
        escopo: '',
        obraId: null,
        auditor: '',
        inicio: '',
        fim: '',
      }}
      fields={FIELDS}
      submitLabel={t('auditorias.planejar')}
      onClose={onClose}
      onSubmit={async (dados) => {
        const auditoria = await criar.mutateAsync(dados);
        enqueueSnackbar(t('auditorias.criada', { numero: auditoria.numero }), { variant: 'success' });
        onClose();
        void navigate(`/sgi/auditorias/${auditoria.id}`);
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <Controller
            name="tipo"
            control={control}
            render={({ field }) => (
              <TextField
                select
                required
                label={t('auditorias.campos.tipo')}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!errors.tipo}
                helperText={errors.tipo?.message}
              >
                {AUDITORIA_TIPOS.map((tipo) => (
                  <MenuItem key={tipo} value={tipo}>
                    {AUDITORIA_TIPO_LABEL[tipo]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('auditorias.campos.titulo')}
            required
            {...register('titulo')}
            error={!!errors.titulo}
            helperText={errors.titulo?.message}
          />
          <Controller
            name="normas"
            control={control}
            render={({ field }) => (
              <TextField
                select
                required
                label={t('auditorias.campos.normas')}
                name={field.name}
                value={field.value ?? []}
                onChange={(e) => field.onChange(e.target.value as unknown as string[])}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!errors.normas}
                helperText={errors.normas?.message}
                slotProps={{
                  select: { multiple: true, renderValue: (v) => (v as string[]).join(', ') },
                }}
              >
                {SGI_NORMAS.map((n) => (
                  <MenuItem key={n} value={n}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('auditorias.campos.escopo')}
            required
            multiline
            minRows={2}
            {...register('escopo')}
            error={!!errors.escopo}
            helperText={errors.escopo?.message}
          />
          <Controller
            name="obraId"
            control={control}
            render={({ field, fieldState }) => (
              <ObraSelect
                label={t('auditorias.campos.obra')}
                value={field.value}
                onChange={(id) => field.onChange(id ?? null)}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? t('auditorias.obraAjuda')}
              />
            )}
          />
          <TextField
            label={t('auditorias.campos.auditor')}
            required
            {...register('auditor')}
            error={!!errors.auditor}
            helperText={errors.auditor?.message}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {(['inicio', 'fim'] as const).map((campo) => (
              <Controller
                key={campo}
                name={campo}
                control={control}
                render={({ field, fieldState }) => (
                  <DateField
                    label={t(`auditorias.campos.${campo}`)}
                    required
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </Box>
        </>
      )}
    </FormDialog>
  );
}
