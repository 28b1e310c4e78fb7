import { lazy, Suspense, useRef, useState } from 'react';
import { Alert, Box, Button, Collapse, Paper, Skeleton, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDropzone } from 'react-dropzone';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDocumentoBiblioteca } from '@portal/domain';
import { ApiError } from '../../../../lib/api-error';
import type { ArquivoSolto } from '../../biblioteca-envio';
import { DOCUMENTOS_PAGE_SIZE, usePasta } from '../../biblioteca.queries';
import { linkDaPasta, type usePastaUrl } from '../../use-pasta-url';
import { DocumentoDrawer } from './DocumentoDrawer';
import type { AcoesDocumento } from './DocumentoMenu';
import { DocumentosLista } from './DocumentosLista';
import { EscolherPastaDialog } from './EscolherPastaDialog';
import { PastaBarra } from './PastaBarra';
import { PastaTrilha } from './PastaTrilha';
import { SubpastasGrade } from './SubpastasGrade';
import { useAcoesBiblioteca, type AlvoMover } from './use-acoes';
import { VisualizarDialog } from './VisualizarDialog';

// The access lists and their editor (pickers of people, roles, companies) load when a manager opens them.
const AcessosPainel = lazy(async () => ({
  default: (await import('../acesso/AcessosPainel')).AcessosPainel,
}));

/**
 * One folder of a library: its path, search, buttons, access lists, subfolders, then its files a page at a time.
 * Files and whole folders dropped anywhere on it are sent to it (when the person may send here).
 */
export function PastaView({
  pastaId,
  url,
  inicio,
  onEnviar,
}: {
  pastaId: string;
  url: ReturnType<typeof usePastaUrl>;
  inicio?: { label: string };
  onEnviar: (files: ArquivoSolto[], pastaId: string) => void;
}) {
  const { t } = useTranslation('biblioteca');
  const query = usePasta(pastaId, { busca: url.busca, page: url.pagina });
  // Another folder's page stays on screen while this one loads (kept for paging): it is not this folder's.
  const data = query.data?.pasta.id === pastaId ? query.data : undefined;
  const acoes = useAcoesBiblioteca();
  const [acessosAbertos, setAcessosAbertos] = useState(false);
  const [detalhe, setDetalhe] = useState<string | null>(null);
  const [visualizar, setVisualizar] = useState<TDocumentoBiblioteca | null>(null);
  const [mover, setMover] = useState<(AlvoMover & { origemId: string | null }) | null>(null);
  const pastaInput = useRef<HTMLInputElement>(null);
  const podeEnviar = !!data?.pasta.acoes.enviar;

  const dropzone = useDropzone({
    onDrop: (files) => onEnviar(files, pastaId),
    noClick: true,
    noKeyboard: true,
    disabled: !podeEnviar,
    multiple: true,
  });

  if (query.isError && !data) {
    const naoAchou = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert
        severity={naoAchou ? 'warning' : 'error'}
        action={
          <Button component={RouterLink} to={linkDaPasta()} color="inherit" size="small">
            {t('naoEncontrada.voltar')}
          </Button>
        }
      >
        {naoAchou ? t('naoEncontrada.texto') : query.error.message}
      </Alert>
    );
  }
  if (!data)
    return (
      <Stack spacing={2} aria-busy aria-label={t('carregando')}>
        <Skeleton variant="text" width={240} />
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );

  const { pasta, subpastas, documentos } = data;
  const buscando = url.busca !== '';
  const handlers: AcoesDocumento = {
    onVisualizar: setVisualizar,
    onDetalhes: (doc) => setDetalhe(doc.id),
    onRenomear: (doc) => void acoes.renomearDocumento(doc),
    onMover: (doc) => setMover({ tipo: 'documento', id: doc.id, nome: doc.nome, origemId: doc.pastaId }),
    onExcluir: (doc) =>
      void acoes.excluirDocumento(doc).then((ok) => {
        if (ok) setDetalhe((aberto) => (aberto === doc.id ? null : aberto));
      }),
  };
  const vazia = subpastas.length === 0 && documentos.total === 0;

  return (
    <Box
      {...dropzone.getRootProps({ role: 'region', 'aria-label': t('pasta.rotulo', { nome: pasta.nome }) })}
      component="section"
      sx={{ position: 'relative', outline: 'none' }}
    >
      <input {...dropzone.getInputProps()} data-testid="biblioteca-arquivos-input" />
      <input
        ref={pastaInput}
        type="file"
        hidden
        multiple
        data-testid="biblioteca-pasta-input"
        {...{ webkitdirectory: '' }}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onEnviar(files, pasta.id);
        }}
      />
      <Stack spacing={2} aria-busy={query.isFetching}>
        <PastaTrilha trilha={pasta.trilha} inicio={inicio} />
        <PastaBarra
          pasta={pasta}
          busca={url.busca}
          onBusca={url.setBusca}
          acessosAbertos={acessosAbertos}
          onAcessos={() => setAcessosAbertos((v) => !v)}
          onEnviarArquivos={dropzone.open}
          onEnviarPasta={() => pastaInput.current?.click()}
          onNovaPasta={() => void acoes.novaPasta(pasta.id)}
          onRenomear={() => void acoes.renomearPasta(pasta)}
          onMover={() => setMover({ tipo: 'pasta', id: pasta.id, nome: pasta.nome, origemId: pasta.paiId })}
          onExcluir={() =>
            void acoes.excluirPasta(pasta).then((ok) => {
              if (ok) url.abrir(pasta.trilha.at(-2)?.id);
            })
          }
        />
        {pasta.acoes.configurar && (
          <Collapse in={acessosAbertos} unmountOnExit>
            <Box id="biblioteca-acessos">
              <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
                <AcessosPainel pastaId={pasta.id} />
              </Suspense>
            </Box>
          </Collapse>
        )}
        {!pasta.acoes.ler && pasta.acoes.enviar && <Alert severity="info">{t('somenteEnvio')}</Alert>}

        {buscando ? (
          documentos.total === 0 ? (
            <Vazio titulo={t('busca.nada', { busca: url.busca })} texto={t('busca.nadaTexto')} />
          ) : (
            <>
              <Typography color="text.secondary" role="status">
                {t('busca.resultados', { count: documentos.total, busca: url.busca })}
              </Typography>
              <DocumentosLista
                documentos={documentos.items}
                total={documentos.total}
                page={url.pagina}
                pageSize={DOCUMENTOS_PAGE_SIZE}
                onPage={url.setPagina}
                mostrarCaminho
                acoes={pasta.acoes}
                handlers={handlers}
              />
            </>
          )
        ) : vazia ? (
          <Vazio
            titulo={t('vazia.titulo')}
            texto={podeEnviar ? t('vazia.soltar') : t('vazia.texto')}
            acao={
              podeEnviar && (
                <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={dropzone.open}>
                  {t('envio.arquivos')}
                </Button>
              )
            }
          />
        ) : (
          <>
            {subpastas.length > 0 && <SubpastasGrade pastas={subpastas} />}
            {documentos.total > 0 && (
              <DocumentosLista
                documentos={documentos.items}
                total={documentos.total}
                page={url.pagina}
                pageSize={DOCUMENTOS_PAGE_SIZE}
                onPage={url.setPagina}
                mostrarCaminho={false}
                acoes={pasta.acoes}
                handlers={handlers}
              />
            )}
            {podeEnviar && (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {t('vazia.soltar')}
              </Typography>
            )}
          </>
        )}
      </Stack>

      {dropzone.isDragActive && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            display: 'grid',
            placeItems: 'center',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: 'rgba(99, 5, 198, 0.08)',
          }}
        >
          <Typography variant="h6" color="primary" sx={{ px: 2, textAlign: 'center' }}>
            {t('envio.solteAqui', { nome: pasta.nome })}
          </Typography>
        </Box>
      )}

      <VisualizarDialog doc={visualizar} onClose={() => setVisualizar(null)} />
      <DocumentoDrawer documentoId={detalhe} onClose={() => setDetalhe(null)} handlers={handlers} />
      <EscolherPastaDialog
        alvo={mover}
        inicio={mover?.tipo === 'pasta' ? (pasta.trilha.at(-2)?.id ?? pasta.id) : pasta.id}
        origemId={mover?.origemId ?? null}
        onClose={() => setMover(null)}
        onEscolher={(destino) => acoes.mover(mover!, destino)}
      />
    </Box>
  );
}

function Vazio({ titulo, texto, acao }: { titulo: string; texto: string; acao?: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status">
      <Typography variant="h6" component="p">
        {titulo}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: acao ? 2 : 0 }}>
        {texto}
      </Typography>
      {acao}
    </Paper>
  );
}
