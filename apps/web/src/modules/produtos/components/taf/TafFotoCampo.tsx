import { useTranslation } from 'react-i18next';
import { FotoCampo } from '../../../../components/fotos/FotoCampo';
import { ApiError } from '../../../../lib/api-error';
import { enviarFotoPonto, fotoUrl } from '../../taf.queries';

/**
 * Takes a photo with the tablet's back camera (or picks one) and sends it at once, with its progress; the answer
 * that uses it is saved by the caller. The photo already kept shows above.
 */
export function TafFotoCampo({
  tafId,
  pontoId,
  foto,
  legenda,
  disabled,
  onUploaded,
}: {
  tafId: string;
  pontoId: string;
  foto: { id: string; nome: string } | null;
  legenda: string;
  disabled?: boolean;
  onUploaded: (fotoId: string) => void;
}) {
  const { t } = useTranslation('produtos');
  return (
    <FotoCampo
      src={foto ? fotoUrl(foto.id) : null}
      textos={{
        alt: t('ponto.fotoDe', { ponto: legenda }),
        tirar: t('ponto.tirarFoto'),
        trocar: t('ponto.trocarFoto'),
        enviando: (pct) => t('ponto.enviandoFoto', { pct }),
        tirarOuEscolher: t('ponto.tirarOuEscolher'),
      }}
      maxHeight={260}
      disabled={disabled}
      enviar={(file, onProgress) => enviarFotoPonto(tafId, pontoId, file, onProgress)}
      erroDe={(e) => (e instanceof ApiError ? e.message : t('ponto.fotoFalhou'))}
      onUploaded={onUploaded}
    />
  );
}
