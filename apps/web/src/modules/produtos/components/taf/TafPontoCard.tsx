import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  TAF_PONTO_TIPO_LABEL,
  type TTafPontoRegistro,
  type TTafRespostaInput,
  type TTafResultado,
} from '@portal/domain';
import { decimalBr, numeroBr } from './formato';
import { PontoResultadoChip } from './TafChips';
import { TafFotoCampo } from './TafFotoCampo';

const BOTAO = { minHeight: 56, fontWeight: 600, textTransform: 'none', fontSize: '1rem' } as const;

/**
 * One control point on the tablet, saved as it is answered: an instruction read (or N.A.), pass/fail as two big
 * buttons (a failure asks what was found first), a measurement against nominal ± tolerance (typed with a comma; the
 * server judges it and the card shows the verdict once saved, red when não conforme), or a photo. Who checked and
 * when shows under it, and a non-conforming point links the SGI occurrence it raised.
 */
export function TafPontoCard({
  tafId,
  ponto,
  responder,
  onSave,
}: {
  tafId: string;
  ponto: TTafPontoRegistro;
  /** The TAF is being filled and this user may answer. */
  responder: boolean;
  /** Saves the answer; rejects with the API's refusal. */
  onSave: (input: TTafRespostaInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('produtos');
  const r = ponto.resposta;
  const [valor, setValor] = useState(() => decimalBr(r?.valorMedido));
  const [observacao, setObservacao] = useState(r?.observacao ?? '');
  const [falhando, setFalhando] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The value last sent: a blur then a click on "Salvar medida" must not send it twice (two SGI occurrences).
  const enviado = useRef(decimalBr(r?.valorMedido));
  const labelId = `ponto-${ponto.id}`;
  const naoConforme = r?.resultado === 'nao_conforme';

  /** Whether the API took it. */
  const save = async (input: TTafRespostaInput): Promise<boolean> => {
    setError(null);
    setSaving(true);
    try {
      await onSave(input);
      setFalhando(false);
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const escolher = (resultado: TTafResultado) => {
    if (resultado === 'nao_conforme' && ponto.tipo === 'passa_falha' && !observacao.trim()) {
      setFalhando(true);
      return;
    }
    void save({ resultado, observacao: resultado === 'nao_conforme' ? observacao.trim() : '' });
  };

  const salvarMedida = () => {
    const texto = valor.trim();
    if (!texto || texto === enviado.current) return;
    enviado.current = texto;
    void save({ valorMedido: texto, observacao: observacao.trim() }).then((ok) => {
      // Refused (a bad number): the same value may be sent again once corrected elsewhere.
      if (!ok) enviado.current = '';
    });
  };

  const escolhido = falhando ? 'nao_conforme' : (r?.resultado ?? null);
  const faixa =
    ponto.tipo === 'medicao'
      ? t('ponto.faixa', {
          nominal: numeroBr(ponto.nominal),
          tolerancia: numeroBr(ponto.tolerancia),
          unidade: ponto.unidade ?? '',
        }).trim()
      : '';

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={labelId}
      sx={naoConforme ? { borderColor: 'error.main', borderWidth: 2 } : undefined}
      data-resultado={r?.resultado ?? 'pendente'}
    >
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
          >
            <Typography id={labelId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {ponto.ordem}. {ponto.descricao}
            </Typography>
            <Chip size="small" variant="outlined" label={TAF_PONTO_TIPO_LABEL[ponto.tipo]} />
          </Stack>

          {ponto.tipo === 'instrucao' && responder && (
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={escolhido}
              aria-labelledby={labelId}
              disabled={saving}
              onChange={(_e, v: TTafResultado | null) => v && escolher(v)}
            >
              <ToggleButton value="conforme" color="success" sx={BOTAO}>
                {t('ponto.lido')}
              </ToggleButton>
              <ToggleButton value="nao_aplicavel" sx={BOTAO}>
                {t('ponto.na')}
              </ToggleButton>
            </ToggleButtonGroup>
          )}

          {ponto.tipo === 'passa_falha' && responder && (
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={escolhido}
              aria-labelledby={labelId}
              disabled={saving}
              onChange={(_e, v: TTafResultado | null) => v && escolher(v)}
            >
              <ToggleButton value="conforme" color="success" sx={BOTAO}>
                {t('ponto.passa')}
              </ToggleButton>
              <ToggleButton value="nao_conforme" color="error" sx={BOTAO}>
                {t('ponto.falha')}
              </ToggleButton>
            </ToggleButtonGroup>
          )}

          {ponto.tipo === 'medicao' && (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {faixa}
              </Typography>
              {responder ? (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    label={t('ponto.valorMedido', { unidade: ponto.unidade ?? '' })}
                    value={valor}
                    onChange={(event) => {
                      setValor(event.target.value);
                      setError(null);
                    }}
                    onBlur={salvarMedida}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') salvarMedida();
                    }}
                    helperText={t('ponto.valorAjuda')}
                    slotProps={{ htmlInput: { inputMode: 'decimal', style: { fontSize: '1.25rem' } } }}
                    sx={{ flex: 1, maxWidth: 320 }}
                  />
                  <Button
                    variant="outlined"
                    size="large"
                    onClick={salvarMedida}
                    disabled={saving || !valor.trim()}
                    sx={{ minHeight: 56 }}
                  >
                    {t('ponto.salvarMedida')}
                  </Button>
                </Stack>
              ) : (
                r?.valorMedido != null && (
                  <Typography>
                    {t('ponto.medido', { valor: decimalBr(r.valorMedido), unidade: ponto.unidade ?? '' })}
                  </Typography>
                )
              )}
            </Stack>
          )}

          {ponto.tipo === 'foto' && (
            <Stack spacing={1}>
              <TafFotoCampo
                tafId={tafId}
                pontoId={ponto.id}
                foto={r?.foto ?? null}
                legenda={ponto.descricao}
                disabled={!responder || saving}
                onUploaded={(fotoId) => void save({ resultado: 'conforme', fotoId, observacao: '' })}
              />
              {responder && (
                <Button
                  onClick={() => escolher('nao_aplicavel')}
                  disabled={saving}
                  variant={r?.resultado === 'nao_aplicavel' ? 'contained' : 'text'}
                  color="inherit"
                  sx={{ alignSelf: 'flex-start', minHeight: 48 }}
                >
                  {t('ponto.fotoNaoAplicavel')}
                </Button>
              )}
            </Stack>
          )}

          {falhando && (
            <Box
              sx={{
                bgcolor: (theme) => alpha(theme.palette.error.main, 0.05),
                border: 1,
                borderColor: 'error.light',
                borderRadius: 1,
                p: 1.5,
              }}
            >
              <Stack spacing={1.5}>
                <Typography variant="body2">{t('ponto.falhaAviso')}</Typography>
                <TextField
                  label={t('ponto.observacaoFalha')}
                  value={observacao}
                  onChange={(event) => setObservacao(event.target.value)}
                  multiline
                  minRows={2}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    color="error"
                    size="large"
                    disabled={!observacao.trim() || saving}
                    onClick={() => void save({ resultado: 'nao_conforme', observacao: observacao.trim() })}
                    sx={{ minHeight: 48 }}
                  >
                    {t('ponto.registrarFalha')}
                  </Button>
                  <Button size="large" onClick={() => setFalhando(false)} sx={{ minHeight: 48 }}>
                    {t('comum:dialogos.cancelar')}
                  </Button>
                </Stack>
              </Stack>
            </Box>
          )}

          {saving && (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('ponto.salvando')}
            </Typography>
          )}
          {!saving && r && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <PontoResultadoChip resultado={r.resultado} size="medium" />
              {ponto.tipo === 'medicao' && r.valorMedido != null && responder && (
                <Typography variant="body2">
                  {t('ponto.medido', { valor: decimalBr(r.valorMedido), unidade: ponto.unidade ?? '' })}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('ponto.verificado', {
                  nome: r.verificadoPor?.nome ?? t('ponto.alguem'),
                  quando: formatDateTime(r.verificadoEm),
                })}
              </Typography>
            </Stack>
          )}
          {!saving && !r && !responder && (
            <Typography variant="body2" color="text.secondary">
              {t('ponto.semResposta')}
            </Typography>
          )}
          {r?.observacao && !falhando && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {t('ponto.observacao', { texto: r.observacao })}
            </Typography>
          )}
          {r?.ocorrenciaSgi && (
            <Alert severity="error" variant="outlined">
              {t('ponto.ncSgi')}{' '}
              <Link component={RouterLink} to={`/sgi/ocorrencias/${r.ocorrenciaSgi.numero}`}>
                {t('ponto.ocorrencia', { numero: r.ocorrenciaSgi.numero })}
              </Link>
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
