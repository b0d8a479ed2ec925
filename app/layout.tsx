import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import Link from "next/link";
import "./globals.css";

const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
});

export const metadata: Metadata = {
  title: {
    default: "Uphaar — Gifts, Cakes & Flowers Delivered Across India",
    template: "%s | Uphaar",
  },
  description:
    "Send cakes, flowers, personalised gifts and accessories to your loved ones across India.",
};

export const viewport: Viewport = { themeColor: "#7629c4" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <header className="border-b border-neutral-200">
          <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
            <Link href="/" className="text-3xl font-extrabold tracking-tight text-brand-600 italic">
              Uphaar
            </Link>
          </div>
        </header>
        <main className="flex-1">{children}</main>
      </body>
    </html>
  );
}
