import { Box } from '@mui/material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import type { TObraResumo } from '@portal/domain';

/** The obra's picture (served after a permission check), or a placeholder. */
export function ObraPhoto({
  obra,
  height,
  width = '100%',
}: {
  obra: Pick<TObraResumo, 'fotoArquivoId' | 'nome'>;
  height: number;
  width?: number | string;
}) {
  if (!obra.fotoArquivoId) {
    return (
      <Box
        sx={{
          height,
          width,
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 1,
          flexShrink: 0,
        }}
        aria-hidden
      >
        <ApartmentIcon color="disabled" sx={{ fontSize: height / 2.5 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={`/api/arquivos/${obra.fotoArquivoId}?inline=1`}
      alt={`Foto da obra ${obra.nome}`}
      loading="lazy"
      sx={{ height, width, objectFit: 'cover', borderRadius: 1, display: 'block', flexShrink: 0 }}
    />
  );
}
