import { Box, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZOperacaoUpdateInput, type TItem, type TOperacao } from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { useAtualizarOperacao } from '../../fabricacao.queries';
import { horas, numeroCampo } from '../formatos';

const FIELDS = ['inicioReal', 'fimReal', 'horasReais'] as const;

/**
 * Records an operation's progress: when it actually started and ended and the hours it took. An actual end makes it
 * Concluída (and counts its item's weight as done for this operation); with the version read (409 if stale).
 */
export function ProgressoDialog({
  obraId,
  item,
  operacao,
  onClose,
  onConflito,
}: {
  obraId: string;
  item: TItem;
  operacao: TOperacao;
  onClose: () => void;
  onConflito: (e: unknown) => boolean;
}) {
  const { t } = useTranslation('fabricacao');
  const { enqueueSnackbar } = useSnackbar();
  const atualizar = useAtualizarOperacao(obraId);
  return (
    <FormDialog
      open
      title={t('operacoes.progressoTitulo', { operacao: operacao.tipo.nome, tag: item.tag })}
      description={t('operacoes.progressoAjuda', { horas: horas(operacao.horasPrevistas) })}
      schema={ZOperacaoUpdateInput}
      defaultValues={{
        inicioReal: operacao.inicioReal ?? undefined,
        fimReal: operacao.fimReal ?? undefined,
        horasReais: operacao.horasReais === null ? null : numeroCampo(operacao.horasReais),
        versao: operacao.versao,
      }}
      fields={FIELDS}
      submitLabel={t('operacoes.registrar')}
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          await atualizar.mutateAsync({
            operacaoId: operacao.id,
            body: {
              inicioReal: values.inicioReal ?? null,
              fimReal: values.fimReal ?? null,
              horasReais: values.horasReais ?? null,
              versao: values.versao,
            },
          });
        } catch (e) {
          if (onConflito(e)) return onClose();
          throw e;
        }
        enqueueSnackbar(t('operacoes.progressoSalvo', { operacao: operacao.tipo.nome }), {
          variant: 'success',
        });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Controller
            name="inicioReal"
            control={control}
            render={({ field }) => (
              <DateField
                label={t('campos.inicioReal')}
                value={field.value}
                onChange={field.onChange}
                error={!!errors.inicioReal}
                helperText={errors.inicioReal?.message}
              />
            )}
          />
          <Controller
            name="fimReal"
            control={control}
            render={({ field }) => (
              <DateField
                label={t('campos.fimReal')}
                value={field.value}
                onChange={field.onChange}
                error={!!errors.fimReal}
                helperText={errors.fimReal?.message}
              />
            )}
          />
          <TextField
            label={t('campos.horasReais')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register('horasReais', { setValueAs: (v: unknown) => (v === '' ? null : v) })}
            error={!!errors.horasReais}
            helperText={errors.horasReais?.message}
          />
        </Box>
      )}
    </FormDialog>
  );
}
