import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  DISCIPLINAS_MATERIAL,
  MATERIAIS_DISCIPLINAS,
  ZColunaExtra,
  ZLinhaModeloInput,
  type TTemplate,
} from '@portal/domain';
import { ApiError } from '../../../../lib/api-error';
import { applyFieldErrors } from '../../../../lib/form-errors';
import { useZodForm } from '../../../../lib/use-zod-form';
import { FormError } from '../../../identity/components/FormError';
import { useSaveTemplate } from '../../materiais.queries';
import { ColarExcelDialog } from '../linhas/ColarExcelDialog';
import { linhaDaApi } from '../linhas/linha-grade';
import { LinhasErros } from '../linhas/LinhasErros';
import { LinhasGrade } from '../linhas/LinhasGrade';
import { LinhasToolbar } from '../linhas/LinhasToolbar';
import { useLinhasEditor } from '../linhas/use-linhas-editor';
import { errosDaApi } from '../linhas/validar-linhas';
import { TemplateColunasCampos } from './TemplateColunasCampos';
import { templateFormDefaults, ZTemplateCabecalho } from './template-form';

/**
 * Creates or edits a template: name, discipline, description, the extra columns, and the default lines in the same
 * grid as a list's (a default line may keep its quantity at zero). The lines are checked with the contract before
 * sending; the API's refusals land on their fields or cells.
 */
export function TemplateDialog({ template, onClose }: { template?: TTemplate; onClose: () => void }) {
  const { t } = useTranslation('materiais');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveTemplate();
  const [error, setError] = useState<unknown>();
  const [colar, setColar] = useState<string | null>(null);
  const form = useZodForm(ZTemplateCabecalho, { defaultValues: templateFormDefaults(template) });
  // The grid shows the columns as typed, once each is a valid column; the same columns stay the same array, so the
  // grid keeps its column widths while other fields are typed.
  const digitadas = JSON.stringify(form.watch('colunas') ?? []);
  const colunas = useMemo(
    () =>
      (JSON.parse(digitadas) as unknown[]).flatMap((c) => {
        const checked = ZColunaExtra.safeParse(c);
        return checked.success ? [checked.data] : [];
      }),
    [digitadas],
  );
  const editor = useLinhasEditor(() => (template?.linhas ?? []).map(linhaDaApi), colunas, ZLinhaModeloInput);

  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    const linhas = editor.validar(ZLinhaModeloInput);
    if (!linhas) {
      setError(new Error(t('templates.corrijaLinhas', { count: editor.erros?.linhas.length ?? 1 })));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: template?.id, input: { ...values, linhas } });
      enqueueSnackbar(t(template ? 'templates.salvo' : 'templates.criado', { nome: saved.nome }), {
        variant: 'success',
      });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.some((f) => f.campo.startsWith('linhas.')))
        editor.setErros(errosDaApi(e.fieldErrors, editor.linhas));
      if (!applyFieldErrors(e, form.setError, ['nome', 'disciplina', 'descricao', 'colunas'])) setError(e);
    }
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="lg"
      aria-labelledby="template-titulo"
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id="template-titulo">
          {template ? t('templates.tituloEditar', { nome: template.nome }) : t('templates.tituloNovo')}
        </DialogTitle>
        <DialogContent>
          <FormError error={error} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
              <TextField
                label={t('templates.nome')}
                autoFocus
                required
                {...form.register('nome')}
                error={!!errors.nome}
                helperText={errors.nome?.message}
              />
              <Controller
                control={form.control}
                name="disciplina"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label={t('campos.disciplina')}
                    required
                    {...field}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    {DISCIPLINAS_MATERIAL.map((d) => (
                      <MenuItem key={d} value={d}>
                        {MATERIAIS_DISCIPLINAS[d]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Box>
            <TextField
              label={t('templates.descricaoCampo')}
              multiline
              minRows={2}
              {...form.register('descricao')}
              error={!!errors.descricao}
              helperText={errors.descricao?.message}
            />
            <TemplateColunasCampos form={form} />
            <Box component="section" aria-labelledby="template-linhas">
              <Typography id="template-linhas" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('templates.linhasTitulo')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t('templates.linhasAjuda')}
              </Typography>
              <Stack spacing={1.5}>
                <LinhasToolbar editor={editor} onColar={() => setColar('')} />
                <LinhasErros editor={editor} colunas={colunas} />
                <LinhasGrade
                  editor={editor}
                  colunas={colunas}
                  editavel
                  label={t('linhas.gradeTemplate')}
                  onColar={setColar}
                />
              </Stack>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('form.cancelar')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {template ? t('templates.salvar') : t('templates.criar')}
          </Button>
        </DialogActions>
      </Box>
      {colar !== null && (
        <ColarExcelDialog
          textoInicial={colar}
          colunas={colunas}
          schema={ZLinhaModeloInput}
          onClose={() => setColar(null)}
          onAdicionar={(novas) => {
            setColar(null);
            editor.acrescentar(novas);
          }}
        />
      )}
    </Dialog>
  );
}
