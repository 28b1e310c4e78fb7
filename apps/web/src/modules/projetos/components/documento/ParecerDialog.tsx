import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  PROJETO_CODIGO_LABEL,
  PROJETO_CODIGOS,
  PROJETOS_CONFIG_PADRAO,
  todayInSaoPaulo,
  ZParecerInput,
  type TProjeto,
} from '@portal/domain';
import { DateField } from '../../../../components/DateField';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useZodForm } from '../../../../lib/use-zod-form';
import { FormError } from '../../../identity/components/FormError';
import { useParecer, useProjetosConfig } from '../../projetos.queries';

type Revisao = TProjeto['revisoes'][number];

/**
 * The client's review of an issued revision: the code (A–D, with their meanings), the comments, each one a point
 * the designers answer, and — for B, C and D — the date they must answer by (today + the obra's days, proposed).
 */
export function ParecerDialog({
  projeto,
  revisao,
  open,
  onClose,
}: {
  projeto: TProjeto;
  revisao: Revisao;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // A client may not read the settings: the house default is proposed then.
  const config = useProjetosConfig(open ? projeto.obra.id : undefined);
  const dias = config.data?.prazoRetornoDias ?? PROJETOS_CONFIG_PADRAO.prazoRetornoDias;
  return (
    <Dialog open={open} onClose={onClose} fullWidth fullScreen={phone} maxWidth="sm">
      {open && (config.isFetched || config.isError) && (
        <ParecerForm projeto={projeto} revisao={revisao} dias={dias} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ParecerForm({
  projeto,
  revisao,
  dias,
  onClose,
}: {
  projeto: TProjeto;
  revisao: Revisao;
  dias: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('projetos');
  const { t: tc } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const parecer = useParecer(projeto.id);
  const [error, setError] = useState<unknown>();
  const [rascunho, setRascunho] = useState('');
  const form = useZodForm(ZParecerInput, {
    defaultValues: {
      codigo: undefined,
      comentarios: [],
      prazo: addDays(todayInSaoPaulo(), dias),
      versao: projeto.versao,
    },
  });
  const codigo = form.watch('codigo');
  const comentarios = form.watch('comentarios') ?? [];

  const adicionar = () => {
    const texto = rascunho.trim();
    if (!texto) return;
    form.setValue('comentarios', [...comentarios, texto], { shouldValidate: form.formState.isSubmitted });
    setRascunho('');
  };

  const enviar = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await parecer.mutateAsync({
        revisao: revisao.id,
        // The date only asks the designers to answer: an approval (A) sends none.
        input: { ...values, prazo: values.codigo === 'A' ? null : values.prazo },
      });
      onClose();
      enqueueSnackbar(t('parecer.enviado', { codigo: values.codigo }), { variant: 'success' });
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, ['codigo', 'comentarios', 'prazo'])) setError(e);
    }
  });

  // A comment typed but not added yet goes with the review: nobody means to drop it.
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    adicionar();
    void enviar();
  };

  const busy = form.formState.isSubmitting;
  const devolve = codigo && codigo !== 'A';
  const erroComentarios = form.formState.errors.comentarios;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogTitle>{t('parecer.titulo', { revisao: revisao.revisao, numero: projeto.numero })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('parecer.texto')}</DialogContentText>
        <FormError error={error} />
        <Stack spacing={2}>
          <Controller
            control={form.control}
            name="codigo"
            render={({ field, fieldState }) => (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend" required>
                  {t('parecer.codigo')}
                </FormLabel>
                <RadioGroup value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)}>
                  {PROJETO_CODIGOS.map((c) => (
                    <FormControlLabel key={c} value={c} control={<Radio />} label={PROJETO_CODIGO_LABEL[c]} />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
              </Box>
            )}
          />
          <Box>
            <FormLabel component="p" required={!!devolve} id="parecer-comentarios">
              {t('parecer.comentarios')}
            </FormLabel>
            {comentarios.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                {t('parecer.semComentarios')}
              </Typography>
            ) : (
              <List dense aria-labelledby="parecer-comentarios">
                {comentarios.map((c, i) => (
                  <ListItem
                    key={`${i}-${c}`}
                    disableGutters
                    secondaryAction={
                      <IconButton
                        aria-label={t('parecer.remover', { n: i + 1 })}
                        onClick={() =>
                          form.setValue(
                            'comentarios',
                            comentarios.filter((_, j) => j !== i),
                          )
                        }
                      >
                        <DeleteIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText
                      primary={`${i + 1}. ${c}`}
                      slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                label={t('parecer.comentario')}
                value={rascunho}
                onChange={(e) => setRascunho(e.target.value)}
                multiline
                minRows={2}
                fullWidth
                error={!!erroComentarios}
                helperText={erroComentarios?.message ?? erroComentarios?.root?.message}
                slotProps={{ htmlInput: { maxLength: 4000 } }}
              />
              <Button startIcon={<AddIcon />} onClick={adicionar} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
                {t('parecer.adicionar')}
              </Button>
            </Stack>
          </Box>
          {devolve && (
            <Controller
              control={form.control}
              name="prazo"
              render={({ field, fieldState }) => (
                <DateField
                  label={t('parecer.prazo')}
                  required
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? null)}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {tc('dialogos.cancelar')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('parecer.enviar')}
        </Button>
      </DialogActions>
    </Box>
  );
}
