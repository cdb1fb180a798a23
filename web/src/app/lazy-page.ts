import { lazy } from 'react';
import type { ComponentType } from 'react';

/** A page loaded on first visit from its own chunk (named exports, no default). */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
