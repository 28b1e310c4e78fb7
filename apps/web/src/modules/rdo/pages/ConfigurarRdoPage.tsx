import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RDO_SECAO_LABEL, RDO_SECOES, ZRdoConfig, type TRdoConfig } from '@portal/domain';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { TimeField } from '../../../components/TimeField';
import { FormError } from '../../identity/components/FormError';
import { SectionCard } from '../../../components/SectionCard';
import { useRdoConfig, useSaveRdoConfig } from '../rdo.queries';

const FIELDS = ['secoes', 'horarioInicio', 'horarioFim', 'limiarAtraso', 'assinaturaCliente'];

/** /:obra/diarios/configurar: which sections the obra's RDOs have, working hours, delay threshold, client signature. */
export function ConfigurarRdoPage() {
  const { t } = useTranslation('rdoEdicao');
  const { obra = '' } = useParams();
  const config = useRdoConfig(obra);
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('config.titulo')}
      </Typography>
      {config.isPending && <Skeleton variant="rounded" height={420} />}
      {config.isError && <Alert severity="error">{config.error.message}</Alert>}
      {config.isSuccess && <ConfigForm obra={obra} config={config.data} />}
    </Box>
  );
}

function ConfigForm({ obra, config }: { obra: string; config: TRdoConfig }) {
  const { t } = useTranslation('rdoEdicao');
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveRdoConfig(obra);
  const [error, setError] = useState<unknown>();
  const form = useZodForm(ZRdoConfig, { defaultValues: config });
  const { control, register, formState } = form;
  const err = (name: keyof TRdoConfig) => ({
    error: !!formState.errors[name],
    helperText: formState.errors[name]?.message,
  });

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      enqueueSnackbar(t('config.salva'), { variant: 'success' });
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, FIELDS)) setError(e);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormError error={error} />
      <Stack spacing={2}>
        <SectionCard id="rdo-secao-config-secoes" title={t('config.secoes')}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('config.secoesDica')}
          </Typography>
          <Controller
            name="secoes"
            control={control}
            render={({ field }) => (
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                {RDO_SECOES.map((secao) => (
                  <FormControlLabel
                    key={secao}
                    label={RDO_SECAO_LABEL[secao]}
                    control={
                      <Switch
                        checked={field.value.includes(secao)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked
                              ? RDO_SECOES.filter((s) => s === secao || field.value.includes(s))
                              : field.value.filter((s) => s !== secao),
                          )
                        }
                      />
                    }
                  />
                ))}
              </Box>
            )}
          />
          {formState.errors.secoes && (
            <FormHelperText error>{formState.errors.secoes.message}</FormHelperText>
          )}
        </SectionCard>
        <SectionCard id="rdo-secao-config-expediente" title={t('config.expediente')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '180px 180px' } }}>
            {(['horarioInicio', 'horarioFim'] as const).map((campo) => (
              <Controller
                key={campo}
                name={campo}
                control={control}
                render={({ field }) => (
                  <TimeField
                    label={campo === 'horarioInicio' ? t('expediente.inicio') : t('expediente.fim')}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    {...err(campo)}
                  />
                )}
              />
            ))}
          </Box>
        </SectionCard>
        <SectionCard id="rdo-secao-config-acompanhamento" title={t('config.acompanhamento')}>
          <Stack spacing={2}>
            <TextField
              label={t('config.limiarAtraso')}
              sx={{ maxWidth: 360 }}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: {
                  endAdornment: <InputAdornment position="end">{t('config.pontos')}</InputAdornment>,
                },
              }}
              {...register('limiarAtraso', {
                setValueAs: (v: unknown) => (typeof v === 'string' ? v.trim().replace(',', '.') : v),
              })}
              {...err('limiarAtraso')}
              helperText={formState.errors.limiarAtraso?.message ?? t('config.limiarAtrasoDica')}
            />
            <Controller
              name="assinaturaCliente"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  label={t('config.assinaturaCliente')}
                  control={
                    <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                />
              )}
            />
          </Stack>
        </SectionCard>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('config.salvar')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
