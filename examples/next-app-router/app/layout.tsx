// #region layout
import type { ReactNode } from 'react';
import Script from 'next/script';
import { svcApi } from '../lib/svc-config';
import { CartButton } from './cart-button';

/** `window.svcConfig` as a script: `<` escaped so that no value can end the script element. */
const svcConfigScript = `window.svcConfig = ${JSON.stringify(svcApi).replaceAll('<', '\\u003c')};`;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header>
          <a href="/">Shop</a>
          <CartButton />
        </header>
        {children}
        {/* The config first: the widget reads it when its module runs. */}
        <Script id="svc-config" strategy="beforeInteractive">
          {svcConfigScript}
        </Script>
        {/* Module scripts are fetched in CORS mode: `crossOrigin` makes Next's preload use the same mode, so the file is fetched once. */}
        <Script
          type="module"
          src="/cart/cart-widget.js"
          strategy="afterInteractive"
          crossOrigin="anonymous"
        />
      </body>
    </html>
  );
}
// #endregion layout
