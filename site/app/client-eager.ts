// Client entry of a page that has a module rendering eagerly (SPEC §2 "Module registry": the hero
// carousel renders without a placeholder). The eager modules are imported statically, in the
// page's first module graph, and given to the registry before the runtime starts; then the one
// runtime of every page (./client.tsx). The build names this entry only on the pages that have one
// (pipeline/bundle/page-assets.ts), so the other pages do not download them.
// The order of the imports is the order they run in: the registry has them before the client starts.
import '../../generated/eager-modules.ts';
import './client.tsx';
