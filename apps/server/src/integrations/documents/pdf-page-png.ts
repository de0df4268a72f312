/**
 * One page of any PDF as a PNG, for the phone's preview of a file Alma did not lay out itself —
 * a receipt as the fiscal platform issued it (doc 4 §2.4: the receipt shown as PDF pages). Drawn by
 * pdf.js onto a canvas, on a render thread: the embedded fonts are drawn as glyph paths (no system
 * font, nothing fetched), on white, `widthPx` wide.
 */
export async function renderPdfPagePng(
  pdf: Uint8Array,
  pageIndex: number,
  widthPx: number,
): Promise<Uint8Array> {
  // Loaded on a thread's first receipt page only: pdf.js and the canvas are large, and every render
  // thread (certificates, agreements) would otherwise pay for them when it starts. The legacy build
  // carries the polyfills Node 20 needs (ArrayBuffer.prototype.transferToFixedLength).
  const [{ getDocument }, { createCanvas }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('@napi-rs/canvas'),
  ]);
  const document = await getDocument({
    // pdf.js takes the buffer over: a copy keeps the caller's bytes whole.
    data: new Uint8Array(pdf),
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    stopAtErrors: true,
    verbosity: 0,
  }).promise;
  try {
    if (!Number.isInteger(pageIndex) || pageIndex < 0 || pageIndex >= document.numPages) {
      throw new RangeError(`the PDF has ${document.numPages} pages, not page ${pageIndex + 1}`);
    }
    const page = await document.getPage(pageIndex + 1);
    const viewport = page.getViewport({ scale: widthPx / page.getViewport({ scale: 1 }).width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // @napi-rs/canvas stands in for the browser's canvas, which pdf.js's types name.
    const target = { canvas, canvasContext: context, viewport } as unknown as Parameters<
      typeof page.render
    >[0];
    await page.render(target).promise;
    return new Uint8Array(await canvas.encode('png'));
  } finally {
    await document.destroy();
  }
}
