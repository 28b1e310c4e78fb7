import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ZComplementoInput, type TAcessoRelato, type TRelatoPublico } from '@portal/domain';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useZodForm } from '../../../../lib/use-zod-form';
import { FormError } from '../../../identity/components/FormError';
import { useComplementarRelato } from '../../etica.queries';
import { ArquivosEscolher } from './ArquivosEscolher';
import { EnvioProgresso } from './EnvioProgresso';

const ZTexto = ZComplementoInput.pick({ texto: true });

/** The reporter adds information and files to their report; the page then shows the report as the API answers. */
export function ComplementoForm({
  acesso,
  onEnviado,
}: {
  acesso: TAcessoRelato;
  onEnviado: (relato: TRelatoPublico) => void;
}) {
  const { t } = useTranslation('etica');
  const { enqueueSnackbar } = useSnackbar();
  const complementar = useComplementarRelato();
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [erro, setErro] = useState<unknown>();
  const form = useZodForm(ZTexto, { defaultValues: { texto: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async () => {
    setErro(undefined);
    try {
      const relato = await complementar.mutateAsync({ acesso, texto: form.getValues('texto'), arquivos });
      form.reset();
      setArquivos([]);
      onEnviado(relato);
      enqueueSnackbar(t('acompanhar.enviado'), { variant: 'success' });
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, ['texto'])) setErro(e);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="etica-acrescentar">
      <Typography variant="h6" component="h2" id="etica-acrescentar">
        {t('acompanhar.acrescentar')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('acompanhar.acrescentarAjuda')}
      </Typography>
      <FormError error={erro} />
      <Stack spacing={2}>
        <TextField
          label={t('acompanhar.texto')}
          required
          multiline
          minRows={3}
          {...form.register('texto')}
          error={!!errors.texto}
          helperText={errors.texto?.message}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <ArquivosEscolher
          arquivos={arquivos}
          onChange={setArquivos}
          disabled={isSubmitting}
          testId="etica-complemento-arquivos"
        />
        {isSubmitting && <EnvioProgresso porcentagem={complementar.progresso} />}
        <Box>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            loading={isSubmitting}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('acompanhar.enviar')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
