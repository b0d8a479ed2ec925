import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { TestPaymentsNotice } from "@/components/layout/test-payments-notice";
import { WebVitals } from "@/components/layout/web-vitals";
import { Toaster } from "@/components/ui/toaster";
import { showsDelivery } from "@/lib/backend/delivery";
import { backendTakesTestPayments } from "@/lib/backend/payment-mode";
import { env } from "@/lib/env";
import "./globals.css";

// Inter's Latin characters at the weights the shop draws (scripts/subset-font.mjs): preloaded by
// every page, so every kilobyte of it is paid before the page's largest picture on a phone.
const inter = localFont({
  src: "./_fonts/inter-shop.woff2",
  weight: "400 800",
  variable: "--font-inter",
  display: "swap",
});

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().SITE_URL),
    title: {
      default: "Uphaar — Gifts, Cakes & Flowers Delivered Across India",
      template: "%s | Uphaar",
    },
    description:
      "Send cakes, flowers, personalised gifts, plants, chocolates and accessories to your loved ones across India. Same-day delivery on orders before 12 PM.",
    openGraph: { siteName: "Uphaar", locale: "en_IN", type: "website" },
  };
}

export const viewport: Viewport = { themeColor: "#7629c4" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // One cached read, like the header's menu: the strip, and the toasts that sit below it. And
  // whether the shop delivers by pincode (kept in memory): the header's pincode control.
  const [testPayments, delivery] = await Promise.all([backendTakesTestPayments(), showsDelivery()]);
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        {/* Without JavaScript no carousel starts, so its slides stay in the layout, where Tab
            reaches each (app/globals.css, data-first-only). */}
        <noscript>
          <style>{"[data-first-only] > [aria-roledescription=slide] { display: revert; }"}</style>
        </noscript>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {testPayments ? <TestPaymentsNotice /> : null}
        <Header delivery={delivery} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        <Toaster belowNotice={testPayments} />
        <WebVitals />
      </body>
    </html>
  );
}
