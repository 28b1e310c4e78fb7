import { useTranslation } from 'react-i18next';

/** The portal's mark: a house-shaped site outline in the theme colours. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={t('portal')}>
      <rect width="64" height="64" rx="12" fill="#ffffff" />
      <path d="M14 46V30l18-12 18 12v16H38V34H26v12z" fill="#6305c6" />
      <rect x="28" y="38" width="8" height="8" fill="#ff6101" />
    </svg>
  );
}
