/**
 * Writes text that is still being fetched to the clipboard. The write starts in the click itself
 * (a `ClipboardItem` holding a promise), which Safari requires; browsers without it get the text
 * written once it has arrived.
 */
export async function writeClipboardLater(text: Promise<string>): Promise<boolean> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return true;
    } catch {
      // The promise form is refused by some browsers: fall through to the plain write.
    }
  }
  try {
    await navigator.clipboard.writeText(await text);
    return true;
  } catch {
    return false;
  }
}
