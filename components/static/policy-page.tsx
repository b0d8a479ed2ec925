import { KeyFacts, Prose } from "./prose";
import type { StaticPath } from "./pages";
import { StaticPage } from "./static-page";

/** A policy page: the static page shell around long-form text, led by its key figures if any. */
export function PolicyPage({
  path,
  facts,
  children,
}: {
  path: StaticPath;
  facts?: { label: string; value: string }[];
  children: React.ReactNode;
}) {
  return (
    <StaticPage path={path}>
      <Prose>
        {facts ? <KeyFacts items={facts} /> : null}
        {children}
      </Prose>
    </StaticPage>
  );
}
