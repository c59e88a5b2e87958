// The signal between the client and the start script in the head (site/app/start-script.ts), in
// a module of its own so that the client bundle does not carry the start script's text.

/**
 * Dispatched on `document` by the client when the page has hydrated (in the commit after it, when
 * every component's listeners exist) or when it gives up; the start script then stops holding
 * clicks and gives the held one again.
 */
export const CLIENT_READY_EVENT = 'unisite:ready';

export function clientReady(): void {
  document.dispatchEvent(new Event(CLIENT_READY_EVENT));
}
