import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfLine {
  text: string;
  /** The font size in points. */
  size: number;
}

/** A PDF's pages as the text pieces on them, each with its font size (pdf.js, no worker, no network). */
export async function pdfPages(pdf: Buffer): Promise<PdfLine[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useWorkerFetch: false, isEvalSupported: false })
    .promise;
  const pages: PdfLine[][] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim() !== ''
          ? [{ text: item.str, size: Math.hypot(item.transform[2], item.transform[3]) }]
          : [],
      ),
    );
  }
  await document.destroy();
  return pages;
}

export const pageText = (page: PdfLine[]) => page.map((l) => l.text).join(' ');
