import { useState } from 'react';
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
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  avaliarResposta,
  CHECKLIST_ESCOLHAS,
  faixaDaMedicao,
  formatDateTime,
  type TChecklistItemModelo,
  type TChecklistResposta,
  type TChecklistRespostaInput,
} from '@portal/domain';
import { hasRoute } from '../../../../routing/route-registry';
import { SignaturePad } from '../../../../components/assinatura/SignaturePad';
import { ChecklistFotoCampo, type ChecklistFotos } from './ChecklistFotoCampo';
import { ResultadoChip } from './ResultadoChip';

/** Where the SGI module will open a new occurrence; the link shows only once that page exists. */
const SGI_NOVA_OCORRENCIA = '/sgi/ocorrencias/nova';

export interface ChecklistItemRespostaProps {
  checklistId: string;
  obra: string;
  item: TChecklistItemModelo;
  resposta: TChecklistResposta | undefined;
  /** Saves the answer (the caller's mutation); rejects with the API's refusal. */
  onSave: (input: TChecklistRespostaInput) => Promise<unknown>;
  /** The answer shown is still on the device: waiting to be sent, or stopped by the server (see /envios). */
  noAparelho?: 'aguardando' | 'parada';
  /** Photos that may wait on the device with no signal (the page's); without it they go to the server at once. */
  fotos?: ChecklistFotos;
}

const numberText = (valor: TChecklistResposta['valor'] | undefined) =>
  typeof valor === 'number'
    ? valor.toLocaleString('pt-BR', { maximumFractionDigits: 6, useGrouping: false })
    : '';

/**
 * One question on the phone, answered at once: big Conforme / Não conforme / N.A. buttons, a measurement with its
 * nominal ± tolerance and the result as it is typed, a text, a photo from the camera, or a signature. A
 * non-conforming answer asks for its note and photo before it is saved, and offers the SGI occurrence.
 */
export function ChecklistItemResposta({
  checklistId,
  obra,
  item,
  resposta,
  onSave,
  noAparelho,
  fotos,
}: ChecklistItemRespostaProps) {
  const { t } = useTranslation('checklist');
  const [valor, setValor] = useState<string | null>(() =>
    item.tipo === 'medicao'
      ? numberText(resposta?.valor)
      : typeof resposta?.valor === 'string'
        ? resposta.valor
        : null,
  );
  const [nota, setNota] = useState(resposta?.nota ?? '');
  const [fotoId, setFotoId] = useState<string | null>(resposta?.fotoId ?? null);
  const [assinatura, setAssinatura] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const avaliacao = valor === null || valor === '' ? null : avaliarResposta(item, valor);
  const resultado = avaliacao?.ok ? avaliacao.resultado : null;
  const naoConforme = resultado === 'nao_conforme';
  const labelId = `item-${item.id}`;

  const save = async (input: TChecklistRespostaInput) => {
    setError(null);
    setSaving(true);
    try {
      await onSave(input);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  /** Saves the answer typed or chosen; a non-conforming one waits for its note and photo. */
  const commit = (next: { valor?: string | null; nota?: string; fotoId?: string | null } = {}) => {
    const v = next.valor !== undefined ? next.valor : valor;
    const n = next.nota ?? nota;
    const f = next.fotoId !== undefined ? next.fotoId : fotoId;
    if (v === null || v === '') {
      if (resposta) void save({ valor: null });
      return;
    }
    const a = avaliarResposta(item, v);
    if (!a.ok) {
      setError(a.mensagem);
      return;
    }
    if (a.resultado === 'nao_conforme') {
      if (!n.trim() || !f) return;
      if (
        resposta?.resultado === 'nao_conforme' &&
        resposta.valor === a.valor &&
        resposta.nota === n.trim() &&
        resposta.fotoId === f
      )
        return;
      void save({ valor: a.valor, nota: n.trim(), fotoId: f });
      return;
    }
    if (resposta && resposta.valor === a.valor && !resposta.nota) return;
    void save({ valor: a.valor, nota: '', fotoId: null });
  };

  return (
    <Card variant="outlined" component="article" aria-labelledby={labelId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={labelId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {item.texto}
            {!item.obrigatorio && (
              <Typography component="span" color="text.secondary" variant="body2">
                {' '}
                ({t('preencher.opcional')})
              </Typography>
            )}
          </Typography>

          {item.tipo === 'conformidade' && (
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={valor}
              aria-labelledby={labelId}
              onChange={(_event, choice: string | null) => {
                if (!choice) return;
                setValor(choice);
                setError(null);
                commit({ valor: choice });
              }}
            >
              {CHECKLIST_ESCOLHAS.map((choice) => (
                <ToggleButton
                  key={choice}
                  value={choice}
                  color={choice === 'conforme' ? 'success' : choice === 'nao_conforme' ? 'error' : 'standard'}
                  sx={{ minHeight: 56, fontWeight: 600, textTransform: 'none' }}
                >
                  {t(`resultado.${choice}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}

          {item.tipo === 'medicao' && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <TextField
                label={
                  item.unidade
                    ? t('preencher.medicao', { unidade: item.unidade })
                    : t('preencher.medicaoSemUnidade')
                }
                value={valor ?? ''}
                onChange={(event) => {
                  setValor(event.target.value);
                  setError(null);
                }}
                onBlur={() => commit()}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commit();
                }}
                helperText={t('preencher.faixa', { faixa: faixaDaMedicao(item) })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ flex: 1 }}
              />
              {resultado && <ResultadoChip resultado={resultado} size="medium" />}
            </Stack>
          )}

          {item.tipo === 'texto' && (
            <TextField
              label={t('preencher.resposta')}
              value={valor ?? ''}
              onChange={(event) => setValor(event.target.value)}
              onBlur={() => {
                if ((valor ?? '').trim() !== (resposta?.valor ?? '')) commit();
              }}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          )}

          {item.tipo === 'foto' && (
            <ChecklistFotoCampo
              checklistId={checklistId}
              fotoId={fotoId}
              legenda={item.texto}
              fotos={fotos}
              onUploaded={(id) => {
                setFotoId(id);
                void save({ valor: null, fotoId: id });
              }}
            />
          )}

          {item.tipo === 'assinatura' && (
            <Box>
              {resposta && typeof resposta.valor === 'string' && (
                <Box
                  component="img"
                  src={resposta.valor}
                  alt={t('preencher.assinadoPor', { nome: resposta.porNome })}
                  sx={{ maxWidth: 280, display: 'block', mb: 1 }}
                />
              )}
              <SignaturePad label={t('preencher.quadro')} onChange={setAssinatura} height={160} />
              <Button
                variant="outlined"
                disabled={!assinatura}
                onClick={() => void save({ valor: assinatura })}
                sx={{ mt: 1 }}
              >
                {t('preencher.assinarItem')}
              </Button>
            </Box>
          )}

          {naoConforme && (
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
                <Typography variant="subtitle2" color="error">
                  {t('preencher.ncTitulo')}
                </Typography>
                {!(resposta?.resultado === 'nao_conforme') && (
                  <Typography variant="body2">{t('preencher.ncAviso')}</Typography>
                )}
                <TextField
                  label={t('preencher.nota')}
                  value={nota}
                  onChange={(event) => setNota(event.target.value)}
                  onBlur={() => commit()}
                  multiline
                  minRows={2}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
                <ChecklistFotoCampo
                  checklistId={checklistId}
                  fotoId={fotoId}
                  legenda={item.texto}
                  fotos={fotos}
                  onUploaded={(id) => {
                    setFotoId(id);
                    commit({ fotoId: id });
                  }}
                />
                {hasRoute(SGI_NOVA_OCORRENCIA) && (
                  <Link
                    component={RouterLink}
                    to={`${SGI_NOVA_OCORRENCIA}?origem=checklist&obra=${obra}&checklist=${checklistId}&item=${encodeURIComponent(item.id)}`}
                  >
                    {t('preencher.abrirSgi')}
                  </Link>
                )}
              </Stack>
            </Box>
          )}

          {saving && (
            <Typography variant="body2" color="text.secondary">
              {t('preencher.salvando')}
            </Typography>
          )}
          {!saving && resposta && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <ResultadoChip resultado={resposta.resultado} />
              <Typography variant="body2" color="text.secondary">
                {t('preencher.por', { nome: resposta.porNome, quando: formatDateTime(resposta.em) })}
              </Typography>
              {noAparelho && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={noAparelho === 'aguardando' ? 'warning' : 'error'}
                  icon={<CloudUploadOutlinedIcon />}
                  label={t(`offline.${noAparelho}`)}
                />
              )}
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
