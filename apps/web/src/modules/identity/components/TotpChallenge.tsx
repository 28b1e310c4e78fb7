import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import QRCode from 'qrcode';
import { CodeField } from './CodeField';
import { FormError } from './FormError';

const ZForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: () => i18next.t('identidade:desafio.codigoInvalido') }),
});
type Form = z.infer<typeof ZForm>;

/** The QR code of an authenticator secret (otpauth:// URI). */
export function TotpQrCode({ uri, secretCode }: { uri: string; secretCode: string }) {
  const { t } = useTranslation('identidade');
  const [image, setImage] = useState<string>();
  useEffect(() => {
    void QRCode.toDataURL(uri, { margin: 1, width: 200 }).then(setImage);
  }, [uri]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', my: 2 }}>
      {image ? (
        <img src={image} width={200} height={200} alt={t('desafio.qrAlt')} />
      ) : (
        <CircularProgress aria-label={t('desafio.gerandoQr')} />
      )}
      <Typography
        variant="caption"
        sx={{ wordBreak: 'break-all', textAlign: 'center' }}
        data-testid="chave-totp"
      >
        {t('desafio.mfaSetupChave', { chave: secretCode })}
      </Typography>
    </Stack>
  );
}

/**
 * SOFTWARE_TOKEN_MFA (type the current code) and MFA_SETUP (scan the secret first, then type a code).
 */
export function TotpChallenge({
  setup,
  onAssociate,
  onSubmit,
}: {
  setup: boolean;
  onAssociate?: () => Promise<{ secretCode: string; uri: string }>;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation('identidade');
  const [error, setError] = useState<unknown>();
  const [association, setAssociation] = useState<{ secretCode: string; uri: string }>();
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(ZForm),
    defaultValues: { code: '' },
  });
  useEffect(() => {
    if (setup && onAssociate) void onAssociate().then(setAssociation, setError);
  }, [setup, onAssociate]);
  const submit = handleSubmit(async ({ code }) => {
    setError(undefined);
    try {
      await onSubmit(code);
    } catch (e) {
      setError(e);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {setup ? t('desafio.mfaSetupTexto') : t('desafio.mfaTexto')}
      </Typography>
      {setup && association && <TotpQrCode {...association} />}
      <FormError error={error} />
      <Stack spacing={2}>
        <CodeField
          label={t('desafio.codigo')}
          autoFocus
          {...register('code')}
          error={!!formState.errors.code}
          helperText={formState.errors.code?.message}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          disabled={setup && !association}
        >
          {t('desafio.confirmar')}
        </Button>
      </Stack>
    </Box>
  );
}
