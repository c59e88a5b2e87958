export function supportedNode(version: string): boolean;
export function unsupportedNodeLine(version: string): string;
