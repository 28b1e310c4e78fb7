import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { ZAcessoRelato, type TAcessoRelato, type TRelatoPublico } from '@portal/domain';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useZodForm } from '../../../../lib/use-zod-form';
import { FormError } from '../../../identity/components/FormError';
import { useAcompanharRelato } from '../../etica.queries';

/**
 * The protocol and the key, typed as the person noted them (case, spaces and hyphens do not matter: the contract
 * normalises them). A mismatch, or too many wrong tries, shows the API's message.
 */
export function AcessoForm({
  protocoloInicial,
  onAberto,
}: {
  protocoloInicial: string;
  onAberto: (acesso: TAcessoRelato, relato: TRelatoPublico) => void;
}) {
  const { t } = useTranslation('etica');
  const acompanhar = useAcompanharRelato();
  const [erro, setErro] = useState<unknown>();
  const form = useZodForm(ZAcessoRelato, { defaultValues: { protocolo: protocoloInicial, chave: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (acesso) => {
    setErro(undefined);
    try {
      onAberto(acesso, await acompanhar.mutateAsync(acesso));
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, ['protocolo', 'chave'])) setErro(e);
    }
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="etica-acesso">
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography
          variant="h4"
          component="h1"
          id="etica-acesso"
          sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {t('acompanhar.titulo')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('acompanhar.subtitulo')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <FormError error={erro} />
          <Stack spacing={2}>
            <TextField
              label={t('acompanhar.protocolo')}
              placeholder={t('acompanhar.protocoloExemplo')}
              required
              autoComplete="off"
              {...form.register('protocolo')}
              error={!!errors.protocolo}
              helperText={errors.protocolo?.message}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
            />
            <TextField
              label={t('acompanhar.chave')}
              placeholder={t('acompanhar.chaveExemplo')}
              required
              autoComplete="off"
              {...form.register('chave')}
              error={!!errors.chave}
              helperText={errors.chave?.message ?? t('acompanhar.chaveAjuda')}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 60 } }}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={<SearchIcon />}
                loading={form.formState.isSubmitting}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
              >
                {t('acompanhar.abrir')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
