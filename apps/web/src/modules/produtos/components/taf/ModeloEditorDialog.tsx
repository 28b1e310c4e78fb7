import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TAF_PONTO_TIPOS, TAF_PONTO_TIPO_LABEL, ZTafModeloInput, type TTafModelo } from '@portal/domain';
import { ApiError } from '../../../../lib/api-error';
import { FamiliaCampo } from '../produto/FamiliaCampo';
import { useSalvarModelo } from '../../taf.queries';
import { formParaInput, modeloParaForm, pontoVazio, type ModeloForm, type PontoForm } from './modelo-form';
import { ProdutoSelect } from './ProdutoSelect';

/**
 * A TAF template (admin_taf): its name, the product or family it applies to, and its control points in order —
 * instruction, pass/fail, measurement (nominal ± tolerance, unit) or photo — added, moved up or down, removed.
 * Checked with the API's contract before sending; the API's messages land on their fields. A TAF already started
 * keeps its own copy of the points.
 */
export function ModeloEditorDialog({
  modelo,
  open,
  somenteLeitura,
  onClose,
}: {
  /** null: a new template. */
  modelo: TTafModelo | null;
  open: boolean;
  somenteLeitura: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      {open && <Editor modelo={modelo} somenteLeitura={somenteLeitura} onClose={onClose} />}
    </Dialog>
  );
}

function Editor({
  modelo,
  somenteLeitura,
  onClose,
}: {
  modelo: TTafModelo | null;
  somenteLeitura: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('produtos');
  const { t: tc } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSalvarModelo(modelo?.id ?? null);
  const [form, setForm] = useState<ModeloForm>(() => modeloParaForm(modelo));
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState<unknown>();
  const set = (change: Partial<ModeloForm>) => setForm((f) => ({ ...f, ...change }));
  const setPonto = (i: number, change: Partial<PontoForm>) =>
    setForm((f) => ({ ...f, pontos: f.pontos.map((p, j) => (j === i ? { ...p, ...change } : p)) }));
  const mover = (i: number, d: -1 | 1) =>
    setForm((f) => {
      const pontos = f.pontos.slice();
      const [p] = pontos.splice(i, 1);
      pontos.splice(i + d, 0, p!);
      return { ...f, pontos };
    });
  const e = (campo: string) => erros[campo];

  const enviar = async () => {
    setErro(undefined);
    setErros({});
    const input = formParaInput(form, modelo?.versao);
    const parsed = ZTafModeloInput.safeParse(input);
    if (!parsed.success) {
      setErros(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    try {
      await salvar.mutateAsync(input);
      enqueueSnackbar(modelo ? t('modelos.salvo') : t('modelos.criado'), { variant: 'success' });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length) {
        setErros(Object.fromEntries(err.fieldErrors.map((f) => [f.campo, f.mensagem])));
        if (err.fieldErrors.every((f) => f.campo)) return;
      }
      setErro(err);
    }
  };

  const ro = somenteLeitura;
  return (
    <>
      <DialogTitle>
        {modelo ? t('modelos.editarTitulo', { nome: modelo.nome }) : t('modelos.novoTitulo')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {erro != null && (
            <Alert severity="error">
              {erro instanceof ApiError && erro.code === 'CONFLICT'
                ? t('modelos.conflito')
                : erro instanceof Error
                  ? erro.message
                  : String(erro)}
            </Alert>
          )}
          {modelo && modelo.tafs > 0 && (
            <Alert severity="info">{t('modelos.copia', { count: modelo.tafs })}</Alert>
          )}
          <TextField
            label={t('modelos.nome')}
            required
            value={form.nome}
            onChange={(ev) => set({ nome: ev.target.value })}
            error={!!e('nome')}
            helperText={e('nome')}
            disabled={ro}
          />
          <Box>
            <Typography variant="subtitle2" component="p">
              {t('modelos.aplicaA')}
            </Typography>
            <RadioGroup
              row
              value={form.aplica}
              onChange={(ev) => set({ aplica: ev.target.value as ModeloForm['aplica'] })}
            >
              <FormControlLabel
                value="familia"
                control={<Radio />}
                label={t('modelos.familia')}
                disabled={ro}
              />
              <FormControlLabel
                value="produto"
                control={<Radio />}
                label={t('modelos.produto')}
                disabled={ro}
              />
            </RadioGroup>
            {form.aplica === 'produto' ? (
              <ProdutoSelect
                required
                label={t('modelos.produto')}
                value={form.produtoId || undefined}
                onChange={(p) => set({ produtoId: p?.id ?? '' })}
                error={!!e('produtoId')}
                helperText={e('produtoId')}
              />
            ) : (
              <FamiliaCampo
                required
                label={t('modelos.familia')}
                value={form.familia}
                onChange={(familia) => set({ familia })}
                error={!!e('produtoId') || !!e('familia')}
                helperText={e('familia') ?? e('produtoId')}
              />
            )}
          </Box>
          <FormControlLabel
            control={
              <Switch
                checked={form.ativo}
                onChange={(ev) => set({ ativo: ev.target.checked })}
                disabled={ro}
              />
            }
            label={t('modelos.ativo')}
          />
          <Typography variant="h6" component="h3">
            {t('modelos.pontos', { count: form.pontos.length })}
          </Typography>
          {e('pontos') && <Alert severity="error">{e('pontos')}</Alert>}
          {form.pontos.map((p, i) => (
            <Card
              key={p.id ?? `novo-${i}`}
              variant="outlined"
              component="section"
              aria-label={t('modelos.ponto', { n: i + 1 })}
            >
              <CardContent>
                <Stack spacing={1.5}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600, minWidth: 28 }}>{i + 1}.</Typography>
                    <TextField
                      select
                      size="small"
                      label={t('modelos.tipo')}
                      value={p.tipo}
                      onChange={(ev) => setPonto(i, { tipo: ev.target.value as PontoForm['tipo'] })}
                      sx={{ minWidth: 170 }}
                      disabled={ro}
                    >
                      {TAF_PONTO_TIPOS.map((tipo) => (
                        <MenuItem key={tipo} value={tipo}>
                          {TAF_PONTO_TIPO_LABEL[tipo]}
                        </MenuItem>
                      ))}
                    </TextField>
                    <Box sx={{ flex: 1 }} />
                    {!ro && (
                      <>
                        <Tooltip title={t('modelos.subir')}>
                          <span>
                            <IconButton
                              aria-label={t('modelos.subirPonto', { n: i + 1 })}
                              disabled={i === 0}
                              onClick={() => mover(i, -1)}
                            >
                              <ArrowUpIcon />
                            </IconButton>
                          </span>
                        </Tooltip>
                        <Tooltip title={t('modelos.descer')}>
                          <span>
                            <IconButton
                              aria-label={t('modelos.descerPonto', { n: i + 1 })}
                              disabled={i === form.pontos.length - 1}
                              onClick={() => mover(i, 1)}
                            >
                              <ArrowDownIcon />
                            </IconButton>
                          </span>
                        </Tooltip>
                        <Tooltip title={t('modelos.removerPonto')}>
                          <IconButton
                            aria-label={t('modelos.removerPontoN', { n: i + 1 })}
                            onClick={() => set({ pontos: form.pontos.filter((_, j) => j !== i) })}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </Stack>
                  <TextField
                    label={t('modelos.descricao')}
                    required
                    value={p.descricao}
                    onChange={(ev) => setPonto(i, { descricao: ev.target.value })}
                    error={!!e(`pontos.${i}.descricao`)}
                    helperText={e(`pontos.${i}.descricao`)}
                    multiline
                    disabled={ro}
                  />
                  {p.tipo === 'medicao' && (
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                      <TextField
                        label={t('modelos.nominal')}
                        required
                        value={p.nominal}
                        onChange={(ev) => setPonto(i, { nominal: ev.target.value })}
                        error={!!e(`pontos.${i}.nominal`)}
                        helperText={e(`pontos.${i}.nominal`)}
                        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                        disabled={ro}
                      />
                      <TextField
                        label={t('modelos.tolerancia')}
                        required
                        value={p.tolerancia}
                        onChange={(ev) => setPonto(i, { tolerancia: ev.target.value })}
                        error={!!e(`pontos.${i}.tolerancia`)}
                        helperText={e(`pontos.${i}.tolerancia`)}
                        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                        disabled={ro}
                      />
                      <TextField
                        label={t('modelos.unidade')}
                        required
                        value={p.unidade}
                        onChange={(ev) => setPonto(i, { unidade: ev.target.value })}
                        error={!!e(`pontos.${i}.unidade`)}
                        helperText={e(`pontos.${i}.unidade`)}
                        disabled={ro}
                      />
                    </Stack>
                  )}
                </Stack>
              </CardContent>
            </Card>
          ))}
          {!ro && (
            <Box>
              <Button startIcon={<AddIcon />} onClick={() => set({ pontos: [...form.pontos, pontoVazio()] })}>
                {t('modelos.adicionarPonto')}
              </Button>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={salvar.isPending}>
          {ro ? t('modelos.fechar') : tc('dialogos.cancelar')}
        </Button>
        {!ro && (
          <Button variant="contained" loading={salvar.isPending} onClick={() => void enviar()}>
            {modelo ? t('modelos.salvar') : t('modelos.criar')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
