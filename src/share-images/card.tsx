import { titleFontSize } from '../lib/share-image';

/**
 * The share card's layout, drawn by satori (a subset of CSS: flexbox only, no classes).
 * Colours are the site's brand tokens (src/styles/global.css).
 */
const BRAND_900 = '#312e81';
const BRAND_700 = '#4338ca';
const BRAND_200 = '#c7d2fe';

export interface ShareCardProps {
  title: string;
  subtitle: string;
  brand: string;
  host: string;
  /** The brand mark as a data: URL. */
  logo: string;
}

export function ShareCard({ title, subtitle, brand, host, logo }: ShareCardProps) {
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', backgroundColor: BRAND_900, fontFamily: 'Inter' }}>
      <div style={{ width: 24, height: '100%', backgroundColor: BRAND_700 }} />
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 80px 56px 72px',
          color: '#ffffff',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <img src={logo} width={64} height={64} alt="" />
          <span style={{ fontSize: 40, fontWeight: 700 }}>{brand}</span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
          {subtitle && <span style={{ fontSize: 32, color: BRAND_200 }}>{subtitle}</span>}
          <span
            style={{
              fontSize: titleFontSize(title),
              fontWeight: 800,
              lineHeight: 1.1,
              letterSpacing: '-0.02em',
              lineClamp: 4,
            }}
          >
            {title}
          </span>
        </div>
        <span style={{ fontSize: 28, color: BRAND_200 }}>{host}</span>
      </div>
    </div>
  );
}
