import { Box, Chip, FormHelperText, Slider, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/domain';
import { formatDecimal } from '../../format-decimal';
import { parseDecimal } from '../../parse-decimal';
import type { RdoFormValues } from './rdo-form.types';
import { RowCard } from './RowCard';
import { useFieldError } from './use-field-error';

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * An activity of the day. A planned one shows what the plan expects by the report's date beside the cumulative %
 * done (slider for a thumb, number for precision); an unplanned one is only described.
 */
export function AtividadeRow({
  index,
  dataRdo,
  previsto,
  onRemove,
}: {
  index: number;
  dataRdo: string;
  previsto: number | null;
  onRemove: () => void;
}) {
  const { t } = useTranslation('rdoEdicao');
  const { control, register } = useFormContext<RdoFormValues>();
  const base = `conteudo.atividades.${index}` as const;
  const err = useFieldError(base);
  const atividade = useWatch({ control, name: base });
  const planejada = !!atividade.atividadePlanejadaId;
  const feito = parseDecimal(atividade.percentualAcumulado);
  const vinculo = err(`${base}.atividadePlanejadaId`);
  return (
    <RowCard
      removeLabel={t('atividades.remover', { atividade: atividade.descricao || index + 1 })}
      onRemove={onRemove}
    >
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        {planejada ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {atividade.descricao}
            </Typography>
            {previsto !== null && (
              <Chip
                size="small"
                variant="outlined"
                label={t('atividades.previstoEm', {
                  data: formatDate(dataRdo),
                  valor: formatDecimal(previsto),
                })}
              />
            )}
          </Stack>
        ) : (
          <TextField
            label={t('atividades.descricao')}
            required
            size="small"
            {...register(`${base}.descricao`)}
            {...err(`${base}.descricao`)}
          />
        )}
        {vinculo.error && <FormHelperText error>{vinculo.helperText}</FormHelperText>}
        {planejada && (
          <Controller
            name={`${base}.percentualAcumulado`}
            control={control}
            render={({ field }) => (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box sx={{ flex: 1, px: 1 }}>
                  <Slider
                    value={clamp(feito ?? 0)}
                    onChange={(_, value) => field.onChange(String(value))}
                    step={5}
                    min={0}
                    max={100}
                    marks={previsto !== null ? [{ value: previsto }] : undefined}
                    valueLabelDisplay="auto"
                    aria-label={t('atividades.acumuladoDe', { atividade: atividade.descricao })}
                  />
                </Box>
                <TextField
                  label={t('atividades.acumulado')}
                  size="small"
                  sx={{ width: 110 }}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                  error={err(`${base}.percentualAcumulado`).error}
                />
              </Stack>
            )}
          />
        )}
        {planejada && (
          <FormHelperText error={err(`${base}.percentualAcumulado`).error} sx={{ mt: 0 }} aria-live="polite">
            {err(`${base}.percentualAcumulado`).helperText ??
              (feito !== null && previsto !== null && feito < previsto
                ? t('atividades.abaixoDoPrevisto', { pontos: formatDecimal(previsto - feito) })
                : t('atividades.acumuladoDica'))}
          </FormHelperText>
        )}
        <TextField
          label={t('atividades.observacao')}
          size="small"
          multiline
          {...register(`${base}.observacao`)}
          {...err(`${base}.observacao`)}
        />
      </Stack>
    </RowCard>
  );
}
