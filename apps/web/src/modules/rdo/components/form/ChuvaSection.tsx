import { InputAdornment, TextField } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { roundTo2 } from '@portal/domain';
import { formatDecimal } from '../../format-decimal';
import { parseDecimal } from '../../parse-decimal';
import type { RdoFormValues } from './rdo-form.types';
import { SectionCard } from '../../../../components/SectionCard';
import { useFieldError } from './use-field-error';

/** The rain gauge reading in mm; the API keeps 2 decimals (SPEC §5), so the rounded value is shown as typed. */
export function ChuvaSection() {
  const { t } = useTranslation('rdoEdicao');
  const { control, register } = useFormContext<RdoFormValues>();
  const err = useFieldError('conteudo.chuvaMm');
  const texto = useWatch({ control, name: 'conteudo.chuvaMm' });
  const valor = parseDecimal(texto);
  const hint =
    valor !== null && valor >= 0 && roundTo2(valor) !== valor
      ? t('chuva.arredondada', { valor: formatDecimal(roundTo2(valor)) })
      : t('chuva.dica');
  return (
    <SectionCard id="rdo-secao-chuva" title={t('chuva.titulo')}>
      <TextField
        label={t('chuva.campo')}
        sx={{ width: { xs: '100%', sm: 320 } }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { endAdornment: <InputAdornment position="end">{t('chuva.unidade')}</InputAdornment> },
        }}
        {...register('conteudo.chuvaMm')}
        {...err('conteudo.chuvaMm', hint)}
      />
    </SectionCard>
  );
}
