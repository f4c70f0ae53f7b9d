/** Types of `on-headers` (jshttp): runs a listener right before a response writes its headers. */
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http';
  export default function onHeaders<T extends ServerResponse>(res: T, listener: (this: T) => void): void;
}
