import {useCallback, useEffect, useState, type RefObject} from 'react';
import type {CodeStyling} from '@site/src/settings/codeStyling';
import type {CodeVariant} from '@site/src/settings/codeVariant';
import {updateCodeSettings, useCodeSettings} from '@site/src/settings/codeVariantHook';
import {codeSettingsFromHash} from '@site/src/settings/demoHash';
import type {DemoData, DemoVariant} from './types';

export type DemoState = {
  styling: CodeStyling;
  variant: DemoVariant;
  codeVariant: CodeVariant;
  code: string;
  preview: string | undefined;
  codeOpen: boolean;
  openedOnce: boolean;
  resetCount: number;
  toggleCode: () => void;
  reset: () => void;
};

/** The variant a demo shows for the reader's code styling: that styling if the demo has it, else MUI System. */
export function pickVariant(demo: DemoData, codeStyling: CodeStyling): {styling: CodeStyling; variant: DemoVariant} {
  const styling: CodeStyling = demo.variants[codeStyling] ? codeStyling : 'system';
  const variant = (demo.variants[styling] ?? Object.values(demo.variants)[0]) as DemoVariant;
  return {styling, variant};
}

/** A demo's state: the shared code settings applied to it, its code panel and its remount key. */
export function useDemo(demo: DemoData, rootRef: RefObject<HTMLElement | null>): DemoState {
  const {codeVariant, codeStyling} = useCodeSettings();
  const {styling, variant} = pickVariant(demo, codeStyling);
  const [codeOpen, setCodeOpen] = useState(false);
  const [openedOnce, setOpenedOnce] = useState(false);
  const [resetCount, setResetCount] = useState(0);
  const [scrollRequest, setScrollRequest] = useState(0);

  const openCode = useCallback((open: boolean) => {
    setCodeOpen(open);
    if (open) setOpenedOnce(true);
  }, []);

  useEffect(() => {
    // A link to this demo's source (`#Foo.js`) selects its variant, opens its code and scrolls to it.
    const followHash = () => {
      const change = codeSettingsFromHash(window.location.hash, (name) => name === demo.name);
      if (!change) return;
      updateCodeSettings(change);
      openCode(true);
      setScrollRequest((count) => count + 1);
    };
    const frame = window.requestAnimationFrame(followHash);
    window.addEventListener('hashchange', followHash);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', followHash);
    };
  }, [demo.name, openCode]);

  useEffect(() => {
    if (scrollRequest > 0) rootRef.current?.scrollIntoView({block: 'start'});
  }, [scrollRequest, rootRef]);

  return {
    styling,
    variant,
    codeVariant,
    code: codeVariant === 'TS' ? variant.ts : variant.js,
    preview: codeVariant === 'TS' ? variant.tsPreview : variant.jsPreview,
    codeOpen,
    openedOnce,
    resetCount,
    toggleCode: () => openCode(!codeOpen),
    reset: () => setResetCount((count) => count + 1),
  };
}
