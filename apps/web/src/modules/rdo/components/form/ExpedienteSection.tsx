import { Alert, Box, FormControlLabel, Switch } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../../components/TimeField';
import type { RdoFormValues } from './rdo-form.types';
import { SectionCard } from '../../../../components/SectionCard';
import { useFieldError } from './use-field-error';

/** "No work today" and the day's working hours (always on: every report has them). */
export function ExpedienteSection() {
  const { t } = useTranslation('rdoEdicao');
  const { control } = useFormContext<RdoFormValues>();
  const err = useFieldError('conteudo');
  const semTrabalho = useWatch({ control, name: 'conteudo.semTrabalho' });
  return (
    <SectionCard id="rdo-secao-expediente" title={t('expediente.titulo')}>
      <Controller
        name="conteudo.semTrabalho"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                ref={field.ref}
              />
            }
            label={t('expediente.semTrabalho')}
          />
        )}
      />
      {semTrabalho && (
        <Alert severity="info" sx={{ my: 1 }}>
          {t('expediente.semTrabalhoDica')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, mt: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '180px 180px' } }}>
        {(['horarioInicio', 'horarioFim'] as const).map((campo) => (
          <Controller
            key={campo}
            name={`conteudo.${campo}`}
            control={control}
            render={({ field }) => (
              <TimeField
                label={campo === 'horarioInicio' ? t('expediente.inicio') : t('expediente.fim')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...err(`conteudo.${campo}`)}
              />
            )}
          />
        ))}
      </Box>
    </SectionCard>
  );
}
