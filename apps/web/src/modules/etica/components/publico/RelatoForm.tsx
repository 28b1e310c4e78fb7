import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ETICA_CATEGORIAS,
  ETICA_CATEGORIA_LABEL,
  ZNovoRelatoInput,
  type TNovoRelatoInput,
  type TRelatoCriado,
} from '@portal/domain';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useZodForm } from '../../../../lib/use-zod-form';
import { FormError } from '../../../identity/components/FormError';
import { useEnviarRelato } from '../../etica.queries';
import { ArquivosEscolher } from './ArquivosEscolher';
import { EnvioProgresso } from './EnvioProgresso';

const CAMPOS = ['categoria', 'relato', 'local', 'quando', 'envolvidos', 'nome', 'contato'] as const;

/**
 * The report: category, what happened, where, when, who, optional name and contact, up to five files. Checked with
 * the API's own contract; sent in one multipart request with its progress.
 */
export function RelatoForm({ onEnviado }: { onEnviado: (criado: TRelatoCriado) => void }) {
  const { t } = useTranslation('etica');
  const enviar = useEnviarRelato();
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [erro, setErro] = useState<unknown>();
  const form = useZodForm(ZNovoRelatoInput, {
    defaultValues: { relato: '', local: '', quando: '', envolvidos: '', nome: '', contato: '' },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const err = (name: (typeof CAMPOS)[number], ajuda?: string) => ({
    error: !!errors[name],
    helperText: errors[name]?.message ?? ajuda,
  });

  const submit = form.handleSubmit(async () => {
    setErro(undefined);
    try {
      // As typed: the API trims the texts and takes a blank as not given.
      const dados: TNovoRelatoInput = form.getValues();
      onEnviado(await enviar.mutateAsync({ dados, arquivos }));
    } catch (e) {
      if (!applyFieldErrors(e, form.setError, CAMPOS)) setErro(e);
    }
  });
  const enviando = form.formState.isSubmitting;

  return (
    <Card variant="outlined" component="section" aria-labelledby="etica-form-titulo">
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2" id="etica-form-titulo" sx={{ mb: 2 }}>
          {t('form.titulo')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <FormError error={erro} />
          <Stack spacing={2}>
            <Controller
              name="categoria"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label={t('form.categoria')}
                  required
                  {...field}
                  value={field.value ?? ''}
                  {...err('categoria')}
                >
                  {ETICA_CATEGORIAS.map((categoria) => (
                    <MenuItem key={categoria} value={categoria}>
                      {ETICA_CATEGORIA_LABEL[categoria]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label={t('form.relato')}
              required
              multiline
              minRows={5}
              {...register('relato')}
              {...err('relato', t('form.relatoAjuda'))}
              slotProps={{ htmlInput: { maxLength: 10_000 } }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label={t('form.local')}
                {...register('local')}
                {...err('local', t('form.localAjuda'))}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
              <TextField
                label={t('form.quando')}
                {...register('quando')}
                {...err('quando', t('form.quandoAjuda'))}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
            </Box>
            <TextField
              label={t('form.envolvidos')}
              multiline
              minRows={2}
              {...register('envolvidos')}
              {...err('envolvidos', t('form.envolvidosAjuda'))}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
                {t('form.arquivos')}
              </Typography>
              <ArquivosEscolher
                arquivos={arquivos}
                onChange={setArquivos}
                disabled={enviando}
                testId="etica-arquivos"
              />
            </Box>
            <Divider />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography variant="subtitle1" component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                {t('form.identificacao')}
              </Typography>
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('form.identificacaoAviso')}
              </Alert>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField
                  label={t('form.nome')}
                  autoComplete="off"
                  {...register('nome')}
                  {...err('nome')}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                <TextField
                  label={t('form.contato')}
                  autoComplete="off"
                  {...register('contato')}
                  {...err('contato')}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              </Box>
            </Box>
            {enviando && <EnvioProgresso porcentagem={enviar.progresso} />}
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={<SendIcon />}
                loading={enviando}
                sx={{ width: { xs: '100%', sm: 'auto' } }}
              >
                {t('form.enviar')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
