import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  RNC_EFICACIA,
  RNC_EFICACIA_LABEL,
  ZRncEficaciaInput,
  type TOcorrenciaSgi,
  type TRncEficaciaInput,
} from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { useRegistrarEficacia } from '../../sgi.queries';

/**
 * The effectiveness check of the RNC, by its named person or the team: effective closes the RNC; not effective
 * reopens a finished occurrence for a new analysis and plan.
 */
export function EficaciaDialog({
  ocorrencia: o,
  onClose,
}: {
  ocorrencia: TOcorrenciaSgi;
  onClose: () => void;
}) {
  const { t } = useTranslation('sgi');
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useRegistrarEficacia(o);
  return (
    <FormDialog<TRncEficaciaInput, z.output<typeof ZRncEficaciaInput>>
      open
      title={t('eficacia.titulo', { numero: o.rnc?.numero ?? '' })}
      description={t('eficacia.descricao')}
      schema={ZRncEficaciaInput}
      defaultValues={{ resultado: undefined, observacao: '' }}
      fields={['resultado', 'observacao']}
      submitLabel={t('eficacia.registrar')}
      onClose={onClose}
      onSubmit={async (dados) => {
        await registrar.mutateAsync(dados);
        enqueueSnackbar(t('eficacia.registrada', { resultado: RNC_EFICACIA_LABEL[dados.resultado] }), {
          variant: 'success',
        });
        onClose();
      }}
    >
      {({ control, register, formState: { errors } }) => (
        <>
          <Controller
            name="resultado"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error} required>
                <FormLabel id="eficacia-resultado">{t('eficacia.resultado')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="eficacia-resultado"
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {RNC_EFICACIA.map((r) => (
                    <FormControlLabel key={r} value={r} control={<Radio />} label={RNC_EFICACIA_LABEL[r]} />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <TextField
            label={t('eficacia.observacao')}
            required
            multiline
            minRows={3}
            {...register('observacao')}
            error={!!errors.observacao}
            helperText={errors.observacao?.message ?? t('eficacia.observacaoAjuda')}
          />
        </>
      )}
    </FormDialog>
  );
}
