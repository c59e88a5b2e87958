// Host configuration snippets (nginx includes) are written beside the output folder, never
// into it: dist/ is what a host publishes, and a snippet published there would tell anyone how
// the server is configured (docs/security.md). 'dist' → 'dist-host'.
export function hostDirOf(outDir: string): string {
  return `${outDir.replace(/[/\\]+$/, '')}-host`;
}
