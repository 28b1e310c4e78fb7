import { useState } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useSnackbar } from 'notistack';
import { ZEticaTextoInput } from '@portal/domain';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useZodForm } from '../../../../lib/use-zod-form';
import { AnexarBotao } from '../../../comentarios/components/AnexarBotao';
import { AnexosLista } from '../../../comentarios/components/AnexosLista';
import { useAnexos } from '../../../comentarios/components/use-anexos';
import { FormError } from '../../../identity/components/FormError';
import { ENTIDADE_RELATO, useRegistrarTexto } from '../../etica.queries';

const ZTexto = ZEticaTextoInput.pick({ texto: true });

/**
 * A text with files, for an answer to the reporter or an entry of the investigation. The files go ahead, each with
 * its progress, to the report's thread uploads (as a comment's do) and are attached by id with the text.
 */
export function TextoComArquivosForm({
  relatoId,
  tipo,
  rotulo,
  enviar,
  enviado,
  anexar,
  testId,
}: {
  relatoId: string;
  tipo: 'respostas' | 'apuracao';
  rotulo: string;
  enviar: string;
  /** The toast once sent. */
  enviado: string;
  anexar: string;
  /** What browser tests use to find the form and its file input. */
  testId: string;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const registrar = useRegistrarTexto(relatoId, tipo);
  const anexos = useAnexos(ENTIDADE_RELATO, relatoId);
  const [erro, setErro] = useState<unknown>();
  const form = useZodForm(ZTexto, { defaultValues: { texto: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ texto }) => {
    setErro(undefined);
    try {
      await registrar.mutateAsync({ texto, arquivos: anexos.prontos });
      anexos.clear();
      form.reset();
      enqueueSnackbar(enviado, { variant: 'success' });
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, ['texto'])) setErro(e);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid={testId}>
      <FormError error={erro} />
      <Stack spacing={1}>
        <TextField
          label={rotulo}
          required
          multiline
          minRows={3}
          {...form.register('texto')}
          error={!!errors.texto}
          helperText={errors.texto?.message}
          slotProps={{ htmlInput: { maxLength: 10_000 } }}
        />
        <AnexosLista anexos={anexos} />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <AnexarBotao anexos={anexos} label={anexar} testId={`${testId}-arquivos`} />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            loading={isSubmitting}
            disabled={anexos.enviando}
          >
            {enviar}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
