import { TextField } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RdoFormValues } from './rdo-form.types';
import { SectionCard } from '../../../../components/SectionCard';
import { useFieldError } from './use-field-error';

/** Free comments of the day (also where a day without work says why). */
export function ComentariosSection() {
  const { t } = useTranslation('rdoEdicao');
  const { register } = useFormContext<RdoFormValues>();
  const err = useFieldError('conteudo.comentarios');
  return (
    <SectionCard id="rdo-secao-comentarios" title={t('comentarios.titulo')}>
      <TextField
        label={t('comentarios.campo')}
        fullWidth
        multiline
        minRows={3}
        {...register('conteudo.comentarios')}
        {...err('conteudo.comentarios')}
      />
    </SectionCard>
  );
}
