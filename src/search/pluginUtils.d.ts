// The plugin's keyboard-shortcut helpers, reused by the navbar search's stand-in (src/theme/SearchBar).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export type Keymap = {key: string; ctrl: boolean; alt: boolean; shift: boolean; meta: boolean};
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
