import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZAssinaturaInput, type TAssinaturaInput } from '@portal/domain';
import { ApiError } from '../../lib/api-error';
import { useSessionStore } from '../../session/session.store';
import { FormError } from '../../modules/identity/components/FormError';
import { SignaturePad } from './SignaturePad';

/** Whether this move asks for a signature: always, when the signer wants to, or not at all. */
export type AssinaturaModo = 'obrigatoria' | 'opcional' | 'nenhuma';

export interface AssinaturaDialogResult {
  assinatura?: TAssinaturaInput;
  comentario?: string;
}

export interface AssinaturaDialogProps {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  assinatura: AssinaturaModo;
  /** Also ask for a comment (the client's words when approving). */
  comentario?: boolean;
  /** The signer's name to start with: the signed-in user's by default ('' when someone else signs on this device). */
  nomeInicial?: string;
  onClose: () => void;
  /** May throw the API's error: its per-field messages are shown on the fields. */
  onConfirm: (result: AssinaturaDialogResult) => Promise<void>;
}

interface Form {
  nome: string;
  cargo: string;
  comentario: string;
  /** Not an input: set from the pad, so its message shows like any field's. */
  imagem: string;
}

/** The API answers `assinatura.nome`, or just `assinatura` when the signature is missing. */
function placeApiErrors(error: unknown, setError: UseFormSetError<Form>): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  const fields: Record<string, keyof Form> = {
    assinatura: 'imagem',
    'assinatura.imagem': 'imagem',
    'assinatura.nome': 'nome',
    'assinatura.cargo': 'cargo',
    comentario: 'comentario',
  };
  let all = true;
  for (const { campo, mensagem } of error.fieldErrors) {
    const field = fields[campo];
    if (field) setError(field, { type: 'server', message: mensagem });
    else all = false;
  }
  return all;
}

/**
 * Signs a move of a record (an RDO, a checklist, a TAF): name (the user's, editable), role and the drawn
 * signature, plus a comment when asked. Checked with the API's own contract before sending.
 */
export function AssinaturaDialog(props: AssinaturaDialogProps) {
  const { open, title, description, confirmLabel, assinatura: modo, comentario, onClose, onConfirm } = props;
  // The texts stay in the `rdo` namespace, which every signed-in page loads (the RDO was the first to sign).
  const { t } = useTranslation('rdo');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const sessionName = useSessionStore((s) => s.user?.name ?? '');
  const userName = props.nomeInicial ?? sessionName;
  const [imagem, setImagem] = useState<string | null>(null);
  const [error, setError] = useState<unknown>();
  const form = useForm<Form>({ defaultValues: { nome: userName, cargo: '', comentario: '', imagem: '' } });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    let assinatura: TAssinaturaInput | undefined;
    if (modo === 'obrigatoria' || (modo === 'opcional' && imagem)) {
      const parsed = ZAssinaturaInput.safeParse({
        nome: values.nome,
        cargo: values.cargo,
        imagem: imagem ?? '',
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          form.setError(issue.path[0] as keyof Form, { type: 'validate', message: issue.message });
        return;
      }
      assinatura = parsed.data;
    }
    try {
      await onConfirm({ assinatura, comentario: comentario ? values.comentario.trim() : undefined });
    } catch (e) {
      if (!placeApiErrors(e, form.setError)) setError(e);
    }
  });

  const reset = () => {
    form.reset({ nome: userName, cargo: '', comentario: '', imagem: '' });
    setImagem(null);
    setError(undefined);
  };

  return (
    <Dialog
      open={open}
      onClose={form.formState.isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="assinatura-titulo"
      slotProps={{
        paper: { component: 'form', onSubmit: submit, noValidate: true } as object,
        transition: { onExited: reset },
      }}
    >
      <DialogTitle id="assinatura-titulo">{title}</DialogTitle>
      <DialogContent>
        {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
        <FormError error={error} />
        <Stack spacing={2} sx={{ mt: 1 }}>
          {modo !== 'nenhuma' && (
            <>
              {modo === 'opcional' && (
                <Typography variant="body2" color="text.secondary">
                  {t('assinatura.opcional')}
                </Typography>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={t('assinatura.nome')}
                  {...form.register('nome')}
                  error={!!errors.nome}
                  helperText={errors.nome?.message}
                  required={modo === 'obrigatoria'}
                  fullWidth
                  autoComplete="name"
                />
                <TextField
                  label={t('assinatura.cargo')}
                  placeholder={t('assinatura.cargoExemplo')}
                  {...form.register('cargo')}
                  error={!!errors.cargo}
                  helperText={errors.cargo?.message}
                  fullWidth
                  autoComplete="organization-title"
                />
              </Stack>
              <SignaturePad
                label={t('assinatura.quadro')}
                onChange={(dataUrl) => {
                  setImagem(dataUrl);
                  if (dataUrl) form.clearErrors('imagem');
                }}
                error={!!errors.imagem}
                helperText={errors.imagem?.message}
              />
            </>
          )}
          {comentario && (
            <TextField
              label={t('assinatura.comentario')}
              {...form.register('comentario')}
              error={!!errors.comentario}
              helperText={errors.comentario?.message}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={form.formState.isSubmitting}>
          {t('comum:dialogos.cancelar')}
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
