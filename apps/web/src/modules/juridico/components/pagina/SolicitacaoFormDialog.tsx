import { Box, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  JURIDICO_DOCUMENTO_LABEL,
  JURIDICO_DOCUMENTO_TIPOS,
  ZSolicitacaoInput,
  type TProcesso,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { FormDialog } from '../../../../components/FormDialog';
import { useSolicitarDocumentos } from '../../juridico.queries';

const FIELDS = ['tipoDocumento', 'descricao', 'prazo'] as const;

/** Asks the obra for documents (payslips, time sheets, safety records...); the DP and safety people are told. */
export function SolicitacaoFormDialog({ processo, onClose }: { processo: TProcesso; onClose: () => void }) {
  const { t } = useTranslation('juridico');
  const { enqueueSnackbar } = useSnackbar();
  const solicitar = useSolicitarDocumentos(processo.id);
  return (
    <FormDialog
      open
      title={t('solicitacoes.novaTitulo')}
      description={t('solicitacoes.novaDescricao')}
      schema={ZSolicitacaoInput}
      defaultValues={{
        tipoDocumento: processo.tipo === 'trabalhista' ? 'holerites' : 'contratos',
        descricao: '',
        prazo: null,
      }}
      fields={FIELDS}
      submitLabel={t('solicitacoes.pedir')}
      onClose={onClose}
      onSubmit={async (input) => {
        await solicitar.mutateAsync(input);
        enqueueSnackbar(t('solicitacoes.pedida'), { variant: 'success' });
        onClose();
      }}
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <Controller
              name="tipoDocumento"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label={t('solicitacoes.tipo')}
                  required
                  {...field}
                  error={!!errors.tipoDocumento}
                  helperText={errors.tipoDocumento?.message}
                >
                  {JURIDICO_DOCUMENTO_TIPOS.map((tipo) => (
                    <MenuItem key={tipo} value={tipo}>
                      {JURIDICO_DOCUMENTO_LABEL[tipo]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="prazo"
              control={control}
              render={({ field }) => (
                <DateField
                  label={t('solicitacoes.prazo')}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? null)}
                  error={!!errors.prazo}
                  helperText={errors.prazo?.message}
                />
              )}
            />
          </Box>
          <TextField
            label={t('solicitacoes.descricao')}
            required
            multiline
            minRows={2}
            {...register('descricao')}
            error={!!errors.descricao}
            helperText={errors.descricao?.message ?? t('solicitacoes.descricaoAjuda')}
          />
        </>
      )}
    </FormDialog>
  );
}
