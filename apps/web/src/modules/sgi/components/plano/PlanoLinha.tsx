import { Box, Card, CardContent, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TPlanoAcaoInput, ZPlanoAcaoInput } from '@portal/domain';
import type { z } from 'zod';
import { DateField } from '../../../../components/DateField';
import { MoneyField } from '../../../../components/MoneyField';
import { PessoaSgiSelect } from '../form/PessoaSgiSelect';

export type PlanoForm = UseFormReturn<TPlanoAcaoInput, unknown, z.output<typeof ZPlanoAcaoInput>>;

/** One 5W2H action of the plan being written: what, why, where, when, who, how, how much, and who verifies it. */
export function PlanoLinha({
  form,
  index,
  podeRemover,
  onRemover,
}: {
  form: PlanoForm;
  index: number;
  podeRemover: boolean;
  onRemover: () => void;
}) {
  const { t } = useTranslation('sgi');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const erros = errors.acoes?.[index];
  const campo = (name: 'oQue' | 'porQue' | 'onde' | 'como', multiline = false) => (
    <TextField
      label={t(`plano.campos.${name}`)}
      required
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      {...register(`acoes.${index}.${name}`)}
      error={!!erros?.[name]}
      helperText={erros?.[name]?.message ?? t(`plano.ajuda.${name}`)}
    />
  );
  const pessoa = (name: 'quemId' | 'verificadorId') => (
    <Controller
      name={`acoes.${index}.${name}`}
      control={control}
      render={({ field, fieldState }) => (
        <PessoaSgiSelect
          label={t(`plano.campos.${name === 'quemId' ? 'quem' : 'verificador'}`)}
          required
          id={field.value || null}
          onChange={(id) => field.onChange(id ?? '')}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? t(`plano.ajuda.${name}`)}
        />
      )}
    />
  );
  const rotulo = t('plano.acaoN', { n: index + 1 });
  return (
    <Card variant="outlined" component="li" aria-label={rotulo} data-testid="plano-linha">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {rotulo}
          </Typography>
          {podeRemover && (
            <Tooltip title={t('plano.remover', { n: index + 1 })}>
              <IconButton aria-label={t('plano.remover', { n: index + 1 })} onClick={onRemover}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {campo('oQue', true)}
          {campo('porQue', true)}
          {campo('onde')}
          <Controller
            name={`acoes.${index}.quando`}
            control={control}
            render={({ field, fieldState }) => (
              <DateField
                label={t('plano.campos.quando')}
                required
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
          {pessoa('quemId')}
          {campo('como', true)}
          <Controller
            name={`acoes.${index}.quantoCusta`}
            control={control}
            render={({ field, fieldState }) => (
              <MoneyField
                label={t('plano.campos.quantoCusta')}
                value={field.value}
                onChange={(v) => field.onChange(v ?? '0')}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              />
            )}
          />
          {pessoa('verificadorId')}
        </Box>
      </CardContent>
    </Card>
  );
}
