/** The book's stylesheet: system fonts only (nothing loaded from the web), readable from 320 px up. */
export const BOOK_CSS = `:root { color-scheme: light; --ink: #0f172a; --muted: #475569; --line: #cbd5e1; --bg: #ffffff; --soft: #f1f5f9; --link: #1d4ed8; --pass: #166534; --fail: #b91c1c; --focus: #f59e0b; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Bengali", sans-serif; color: var(--ink); background: var(--bg); }
a { color: var(--link); }
a:focus-visible, [tabindex]:focus-visible, summary:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: 8px; top: -48px; background: var(--ink); color: #fff; padding: 8px 12px; border-radius: 4px; z-index: 1; }
.skip:focus { top: 8px; }
.top { background: var(--ink); color: #fff; padding: 12px 16px; }
.top a { color: #fff; }
main { display: block; max-width: 1200px; margin: 0 auto; padding: 16px; }
main:focus { outline: none; }
h1 { font-size: 28px; line-height: 1.2; margin: 8px 0 12px; }
h2 { font-size: 22px; margin: 32px 0 12px; padding-top: 8px; border-top: 2px solid var(--line); }
h3 { font-size: 17px; margin: 20px 0 8px; overflow-wrap: anywhere; }
.lead { font-size: 18px; color: var(--muted); }
.hint { color: var(--muted); font-size: 14px; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.92em; overflow-wrap: anywhere; }
.toc ul { display: flex; flex-wrap: wrap; gap: 8px 16px; padding: 0; list-style: none; }
.diagram-scroll, .table-scroll { overflow: auto; border: 1px solid var(--line); border-radius: 8px; background: #fff; max-width: 100%; }
.diagram-scroll { max-height: 80vh; }
.diagram { display: block; max-width: none; }
.diagram-full { overflow: auto; }
small { overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { border-bottom: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
thead th { background: var(--soft); position: sticky; top: 0; }
tfoot th, tfoot td { font-weight: 600; border-top: 2px solid var(--line); }
small { color: var(--muted); }
.state { border-left: 4px solid var(--line); padding: 4px 0 8px 12px; margin: 16px 0; }
.state.depth-2 { margin-left: 12px; }
.state.depth-3 { margin-left: 24px; }
.state.depth-4 { margin-left: 36px; }
.kinds { display: flex; flex-wrap: wrap; gap: 6px; margin: 4px 0; }
.kinds span { background: var(--soft); border: 1px solid var(--line); border-radius: 999px; padding: 0 8px; font-size: 13px; }
.shots { display: grid; grid-template-columns: repeat(2, minmax(0, 300px)); gap: 16px; }
.shot { margin: 0; }
.shot img { display: block; width: 100%; height: auto; border: 1px solid var(--line); border-radius: 6px; }
.shot figcaption { font-size: 13px; color: var(--muted); overflow-wrap: anywhere; }
.shot .missing { display: flex; align-items: center; justify-content: center; text-align: center; min-height: 120px; border: 1px dashed var(--line); border-radius: 6px; color: var(--muted); background: var(--soft); font-size: 14px; padding: 8px; }
.paths { padding-left: 24px; }
.paths > li { margin: 8px 0; }
.path { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 2px 6px; align-items: baseline; }
.path li { display: inline; }
.path li + li::before { content: "→ "; color: var(--muted); }
.path .event { font-size: 13px; color: #7c2d12; background: #fffbeb; border-radius: 3px; padding: 0 4px; }
.path .to { font-weight: 600; }
.scenario { margin: 0; font-size: 14px; color: var(--muted); }
.run { padding-left: 24px; }
.run li { margin: 8px 0; }
.run .status { font-weight: 700; text-transform: uppercase; font-size: 13px; }
.run .passed .status { color: var(--pass); }
.run .failed .status { color: var(--fail); }
.run .error { margin: 4px 0; color: var(--fail); font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; overflow-wrap: anywhere; }
.no-run { background: var(--soft); border-left: 4px solid var(--focus); padding: 8px 12px; }
.foot { border-top: 1px solid var(--line); color: var(--muted); font-size: 13px; padding: 12px 16px; max-width: 1200px; margin: 24px auto 0; }
@media (max-width: 480px) {
  main { padding: 12px; }
  h1 { font-size: 24px; }
  .state.depth-2, .state.depth-3, .state.depth-4 { margin-left: 0; }
  .shots { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
  table { font-size: 13px; }
  .diagram-scroll .diagram { width: 100%; height: auto; }
  table.stack thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  table.stack tr { display: block; border-bottom: 1px solid var(--line); padding: 6px 0; }
  table.stack td { display: grid; grid-template-columns: 88px minmax(0, 1fr); gap: 8px; border: 0; padding: 2px 8px; }
  table.stack td::before { content: attr(data-label); font-weight: 600; color: var(--muted); }
  table.stack td:empty { display: none; }
}
`;
