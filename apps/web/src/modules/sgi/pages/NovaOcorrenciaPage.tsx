import { useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import SendIcon from '@mui/icons-material/Send';
import { useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDate, ZOcorrenciaEdicao, type TOcorrenciaSgi } from '@portal/domain';
import { checkFotoFile } from '../../../components/fotos/check-foto-file';
import type { FotoEnvio } from '../../../components/fotos/use-foto-uploads';
import { applyFieldErrors } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/api-error';
import { UploadAborted } from '../../../lib/upload-file';
import { usePublicConfig } from '../../../lib/use-public-config';
import { useZodForm } from '../../../lib/use-zod-form';
import { FormError } from '../../identity/components/FormError';
import { FotosEscolhidas, type FotoEscolhida } from '../../../components/fotos/FotosEscolhidas';
import { CAMPOS_OCORRENCIA, OcorrenciaCampos } from '../components/form/OcorrenciaCampos';
import { useOrigemDaNova, type OrigemDaNova } from '../components/form/use-origem';
import { enviarFoto, useCriarOcorrencia, useEnviarNova, useFotoEnviada } from '../sgi.queries';

/** Photos an occurrence keeps (the API refuses more; others go in its thread). */
const MAX_FOTOS = 10;

let seq = 0;

/**
 * /sgi/ocorrencias/nova: anyone of the staff registers what they saw (a deviation on site, a complaint...), from a
 * category's page (`?categoria=`), a checklist's non-conforming item or an RDO's occurrence (linked both ways, the
 * record's words filled in). It is saved as a draft (only its author sees it) or sent to the SGI team's triage; the
 * chosen photos go once it exists, each with its progress, before it is sent (the author no longer adds photos once
 * it left the draft). Then its page opens.
 */
export function NovaOcorrenciaPage() {
  const { t } = useTranslation('sgi');
  const origem = useOrigemDaNova();
  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {t('form.novaTitulo')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('form.novaDescricao')}
      </Typography>
      {origem.vindaDe && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {origem.vindaDe.tipo === 'checklist'
            ? origem.vindaDe.data
              ? t('form.doChecklistDe', { data: formatDate(origem.vindaDe.data) })
              : t('form.doChecklist')
            : origem.vindaDe.data
              ? t('form.doRdoDe', { data: formatDate(origem.vindaDe.data) })
              : t('form.doRdo')}
        </Alert>
      )}
      {origem.carregando ? (
        <Skeleton variant="rounded" height={520} aria-busy aria-label={t('form.carregando')} />
      ) : (
        <Formulario origem={origem} />
      )}
    </Box>
  );
}

/** The form, started with what the origin says. */
function Formulario({ origem }: { origem: OrigemDaNova }) {
  const { t } = useTranslation('sgi');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const config = usePublicConfig();
  const form = useZodForm(ZOcorrenciaEdicao, { defaultValues: { ...origem.iniciais, ...origem.sugestao } });
  const criar = useCriarOcorrencia();
  const enviarNova = useEnviarNova();
  const fotoEnviada = useFotoEnviada();
  const [erro, setErro] = useState<unknown>();
  const [fotos, setFotos] = useState<FotoEscolhida[]>([]);
  const [recusadas, setRecusadas] = useState<string[]>([]);
  const [envios, setEnvios] = useState<FotoEnvio[] | null>(null);
  const [enviando, setEnviando] = useState<'rascunho' | 'enviar' | null>(null);
  const criada = useRef<TOcorrenciaSgi | null>(null);

  const escolher = (files: File[]) => {
    const maxBytes = config.data?.maxUploadBytes;
    const aceitas: FotoEscolhida[] = [];
    const motivos: string[] = [];
    for (const file of files) {
      const problema = fotos.length + aceitas.length >= MAX_FOTOS ? 'limite' : checkFotoFile(file, maxBytes);
      if (problema === 'limite') motivos.push(t('fotos.limiteDe', { nome: file.name, max: MAX_FOTOS }));
      else if (problema === 'tipo') motivos.push(t('fotos.tipoDe', { nome: file.name }));
      else if (problema === 'tamanho')
        motivos.push(t('fotos.grandeDe', { nome: file.name, limite: formatBytes(maxBytes ?? 0) }));
      else aceitas.push({ key: `foto-${++seq}`, file });
    }
    setRecusadas(motivos);
    setFotos((atuais) => [...atuais, ...aceitas]);
  };

  const patch = (key: string, change: Partial<FotoEnvio>) =>
    setEnvios((lista) => lista && lista.map((e) => (e.key === key ? { ...e, ...change } : e)));

  /** The chosen photos, one at a time (a site's mobile link shares badly); how many could not be sent. */
  const enviarFotos = async (o: TOcorrenciaSgi) => {
    setEnvios(fotos.map((f) => ({ key: f.key, nome: f.file.name, estado: 'fila', percent: 0 })));
    let falhas = 0;
    for (const foto of fotos) {
      const handle = enviarFoto(o.id, foto.file, ({ loaded, total }) =>
        patch(foto.key, { percent: Math.round((loaded / total) * 100) }),
      );
      patch(foto.key, { estado: 'enviando', cancelar: handle.abort });
      try {
        fotoEnviada(o, await handle.done);
        patch(foto.key, { percent: 100, cancelar: undefined });
      } catch (e) {
        const cancelada = e instanceof UploadAborted;
        if (!cancelada) falhas += 1;
        patch(foto.key, {
          estado: 'erro',
          cancelar: undefined,
          mensagem: cancelada ? t('fotos.cancelada') : e instanceof ApiError ? e.message : t('fotos.falhou'),
        });
      }
    }
    return falhas;
  };

  const salvar = (enviar: boolean) =>
    form.handleSubmit(async ({ versao: _versao, ...dados }) => {
      setErro(undefined);
      setEnviando(enviar ? 'enviar' : 'rascunho');
      try {
        // Sent at once when there is no photo; with photos, a draft first (the author sends photos to a draft only).
        // A second click after a photo failed must not register it again.
        const o =
          criada.current ??
          (await criar.mutateAsync({
            ...dados,
            origemRef: origem.ref,
            enviar: enviar && fotos.length === 0,
          }));
        criada.current = o;
        const falhas = fotos.length > 0 && !envios ? await enviarFotos(o) : 0;
        const numero = { numero: o.numero };
        if (enviar && o.status === 'RASCUNHO') {
          if (falhas > 0) {
            enqueueSnackbar(t('form.fotosFalharamRascunho', { ...numero, count: falhas }), {
              variant: 'warning',
            });
            void navigate(`/sgi/ocorrencias/${o.numero}`);
            return;
          }
          await enviarNova.mutateAsync(o.id);
        }
        if (falhas > 0)
          enqueueSnackbar(t('form.fotosFalharam', { ...numero, count: falhas }), { variant: 'warning' });
        else enqueueSnackbar(t(enviar ? 'form.enviada' : 'form.salva', numero), { variant: 'success' });
        void navigate(`/sgi/ocorrencias/${o.numero}`);
      } catch (e) {
        if (!applyFieldErrors(e, form.setError, CAMPOS_OCORRENCIA)) setErro(e);
      } finally {
        setEnviando(null);
      }
    });

  return (
    <Box component="form" noValidate onSubmit={(e) => e.preventDefault()}>
      <Card variant="outlined">
        <CardContent>
          <FormError error={erro} />
          <Stack spacing={2}>
            <OcorrenciaCampos form={form} origemFixa={origem.fixa} />
            <FotosEscolhidas
              id="nova-ocorrencia-fotos"
              textos={{
                titulo: t('fotos.titulo'),
                ajuda: t('form.fotosAjuda'),
                tirar: t('fotos.tirar'),
                escolher: t('fotos.escolher'),
                lista: t('fotos.escolhidas'),
                tirarDaLista: (nome) => t('fotos.tirarDaLista', { nome }),
              }}
              fotos={fotos}
              recusadas={recusadas}
              envios={envios}
              disabled={!!enviando}
              onEscolher={escolher}
              onRemover={(key) => setFotos((atuais) => atuais.filter((f) => f.key !== key))}
            />
          </Stack>
        </CardContent>
      </Card>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          startIcon={<SaveIcon />}
          onClick={() => void salvar(false)()}
          loading={enviando === 'rascunho'}
          disabled={!!enviando}
        >
          {t('form.salvarRascunho')}
        </Button>
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          onClick={() => void salvar(true)()}
          loading={enviando === 'enviar'}
          disabled={!!enviando}
        >
          {t('form.enviarTriagem')}
        </Button>
      </Stack>
    </Box>
  );
}
