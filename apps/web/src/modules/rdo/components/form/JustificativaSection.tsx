import { TextField } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RdoFormValues } from './rdo-form.types';
import { SectionCard } from '../../../../components/SectionCard';
import { useFieldError } from './use-field-error';

/** Why a finalized report is being changed (required by the API; kept in the report's history). */
export function JustificativaSection() {
  const { t } = useTranslation('rdoEdicao');
  const { register } = useFormContext<RdoFormValues>();
  const err = useFieldError('justificativa');
  return (
    <SectionCard id="rdo-secao-justificativa" title={t('form.justificativa')}>
      <TextField
        label={t('form.justificativaCampo')}
        required
        fullWidth
        multiline
        minRows={2}
        {...register('justificativa')}
        {...err('justificativa', t('form.justificativaDica'))}
      />
    </SectionCard>
  );
}
