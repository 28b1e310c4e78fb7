import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/BrandMark';
import './auth.css';

/**
 * The frame of the sign-in pages: the brand, a title and one card, centred, phone-friendly. Plain elements and
 * auth.css rather than MUI, so /login loads no MUI (docs/decisions.md); the pages after it may put MUI inside.
 */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="auth-card__brand">
          <span className="auth-card__mark">
            <BrandMark size={32} />
          </span>
          <span className="auth-card__portal">{t('comum:portal')}</span>
        </div>
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}
