import { Box, Card, CardMedia, Stack, Typography } from '@mui/material';
import { SectionCard } from '../SectionCard';
import { FotoEnvios } from './FotoEnvios';
import { FotoEscolher } from './FotoEscolher';
import { useFotoUploads } from './use-foto-uploads';

export interface FotoDoRegistro {
  id: string;
  nome: string;
  mime: string;
  tamanho: number;
}

/** What the card says, in its module's words. */
export interface FotosDoRegistroTextos {
  titulo: string;
  tirar: string;
  adicionar: string;
  nenhuma: string;
  lista: string;
  /** Said when a choice would pass the record's maximum. */
  limite: string;
  abrir: (nome: string) => string;
}

/** A stored file as the thumbnails show it, and opened in the browser. */
const fotoSrc = (arquivoId: string) => `/api/arquivos/${arquivoId}`;
const fotoUrl = (arquivoId: string) => `/api/arquivos/${arquivoId}?inline=1`;

/**
 * A record's photos (a ticket's, an occurrence's evidence) as thumbnails, each opening the full picture; who may send
 * photos adds more, taken with the phone's camera or picked, each with its progress, up to the record's maximum.
 */
export function FotosDoRegistroCard<F extends FotoDoRegistro>({
  id,
  textos,
  fotos,
  max,
  podeEnviar,
  uploadPath,
  onEnviada,
}: {
  id: string;
  textos: FotosDoRegistroTextos;
  fotos: readonly FotoDoRegistro[];
  max: number;
  podeEnviar: boolean;
  /** The API path a photo is sent to (multipart, field `arquivo`). */
  uploadPath: string;
  onEnviada: (foto: F) => void;
}) {
  const vagas = max - fotos.length;
  const { envios, add, dismiss } = useFotoUploads<F>(uploadPath, onEnviada, {
    vagas,
    mensagem: textos.limite,
  });
  return (
    <SectionCard
      id={id}
      title={textos.titulo}
      aside={
        podeEnviar && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FotoEscolher
              labels={{ tirar: textos.tirar, escolher: textos.adicionar }}
              disabled={vagas <= 0}
              onFiles={add}
            />
          </Stack>
        )
      }
    >
      <Stack spacing={2}>
        <FotoEnvios envios={envios} onDismiss={dismiss} />
        {fotos.length === 0 ? (
          <Typography color="text.secondary">{textos.nenhuma}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={textos.lista}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(auto-fill, minmax(160px, 1fr))' },
            }}
          >
            {fotos.map((foto) => (
              <Card variant="outlined" component="li" key={foto.id}>
                <Box
                  component="a"
                  href={fotoUrl(foto.id)}
                  target="_blank"
                  rel="noopener"
                  aria-label={textos.abrir(foto.nome)}
                  sx={{ display: 'block' }}
                >
                  <CardMedia
                    component="img"
                    loading="lazy"
                    src={fotoSrc(foto.id)}
                    alt={foto.nome}
                    sx={{ aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
                  />
                </Box>
                <Typography variant="caption" noWrap component="p" sx={{ px: 1, py: 0.5 }}>
                  {foto.nome}
                </Typography>
              </Card>
            ))}
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
