// Client entry of a page that has a module rendering eagerly (SPEC §2 "Module registry": the hero
// carousel renders without a placeholder). The eager modules are imported statically, in the
// page's first module graph, and given to the registry; then the one runtime of every page
// (./client.tsx). The build names this entry only on the pages that have one
// (pipeline/bundle/page-assets.ts), so the other pages do not download them.
// The registry has them before the first render whichever of the two the bundle evaluates first:
// the runtime renders only after awaiting the page-data, and both bodies have run by then.
import '../../generated/eager-modules.ts';
import './client.tsx';
