import { Box, MenuItem, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OS_PRIORIDADES, OS_PRIORIDADE_LABEL, ZOsInput, type TOs, type TOsTipo } from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { useCreateOs, useOsResponsaveis, useUpdateOs } from '../../os.queries';
import { osFormDefaults } from './os-form';
import { OsEquipeCampos } from './OsEquipeCampos';
import { OsItensCampos } from './OsItensCampos';

/**
 * Opens a new order on the obra (then shows its page) or edits an open one: title, scope, priority, place,
 * responsible person, planned dates, team and the EAP items with the quantities to execute.
 */
export function OsFormDialog({
  obraId,
  tipo,
  os,
  open,
  onClose,
}: {
  obraId: string;
  tipo: TOsTipo;
  os?: TOs;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('os');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateOs(obraId, tipo);
  const update = useUpdateOs(tipo, os?.id ?? '');
  const responsaveis = useOsResponsaveis(obraId, tipo, open);

  return (
    <FormDialog
      open={open}
      maxWidth="md"
      title={
        os
          ? t('form.editarTitulo', { numero: os.numero })
          : t('form.novaTitulo', { tipo: t(`tipos.${tipo}`) })
      }
      description={t('form.descricao')}
      schema={ZOsInput}
      defaultValues={osFormDefaults(os)}
      submitLabel={os ? t('form.salvar') : t('form.abrir')}
      onClose={onClose}
      onSubmit={async (values) => {
        if (os) {
          const saved = await update.mutateAsync(values);
          enqueueSnackbar(t('form.salva', { numero: saved.numero }), { variant: 'success' });
          onClose();
          return;
        }
        const created = await create.mutateAsync(values);
        enqueueSnackbar(t('form.criada', { numero: created.numero }), { variant: 'success' });
        onClose();
        void navigate(`/${obraId}/ordensServico/${tipo}/${created.id}`);
      }}
    >
      {(form) => {
        const errors = form.formState.errors;
        return (
          <>
            <TextField
              label={t('campos.titulo')}
              autoFocus
              required
              {...form.register('titulo')}
              error={!!errors.titulo}
              helperText={errors.titulo?.message}
            />
            <TextField
              label={t('campos.escopo')}
              multiline
              minRows={2}
              {...form.register('escopo')}
              error={!!errors.escopo}
              helperText={errors.escopo?.message}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
              <Controller
                control={form.control}
                name="prioridade"
                render={({ field }) => (
                  <TextField select label={t('campos.prioridade')} {...field}>
                    {OS_PRIORIDADES.map((p) => (
                      <MenuItem key={p} value={p}>
                        {OS_PRIORIDADE_LABEL[p]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField label={t('campos.local')} {...form.register('local')} />
            </Box>
            <Controller
              control={form.control}
              name="responsavelId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('campos.responsavel')}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value || null)}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value="">{t('campos.semResponsavel')}</MenuItem>
                  {(responsaveis.data?.items ?? []).map((p) => (
                    <MenuItem key={p.id} value={p.id}>
                      {p.name}
                    </MenuItem>
                  ))}
                  {/* The current person stays choosable even if they no longer qualify. */}
                  {os?.responsavel && !responsaveis.data?.items.some((p) => p.id === os.responsavel?.id) && (
                    <MenuItem value={os.responsavel.id}>{os.responsavel.name}</MenuItem>
                  )}
                </TextField>
              )}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Controller
                control={form.control}
                name="inicioPrevisto"
                render={({ field, fieldState }) => (
                  <DateField
                    label={t('campos.inicioPrevisto')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="fimPrevisto"
                render={({ field, fieldState }) => (
                  <DateField
                    label={t('campos.fimPrevisto')}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Box>
            <OsItensCampos form={form} obraId={obraId} tipo={tipo} />
            <OsEquipeCampos form={form} />
          </>
        );
      }}
    </FormDialog>
  );
}
