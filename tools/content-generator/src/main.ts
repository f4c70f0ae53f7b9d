/**
 * `npm run content:generate` (tools/content-generator/src/main.ts): writes the embedded Storyblok space
 * `content/` from the data tables in tools/content-generator/src/*.ts. Deterministic: ids, uuids, asset
 * hashes and images are the same on every run, so diffs show real content changes only.
 * Images are drawn with sharp (simple shapes and a label); documents are small real PDFs.
 * Usage: npm run content:generate -- [--images] (images are written only when
 * missing, or always with --images).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildCatalogue } from './catalog';
import { MEDIA_FOLDERS, buildEditorial } from './editorial';
import { buildHomes } from './home';
import { buildExtranetLinks } from './extranet';
import { buildExtranet, buildMarkets, buildResidentialPartnerSheets } from './markets';
import { buildPages } from './pages';
import { buildRouteRules } from './route-rules';
import { ALL_PHRASES } from './i18n-texts';
import { completeTranslations } from './translate';
import { SPACE_ID, LANGS, documents, drafts, images, stories, uuidFor, type DocSpec, type ImageSpec, type StoryRecord } from './lib';

const ROOT = path.resolve(import.meta.dirname, '../../..', 'content');

function localFile(url: string): string {
  return path.join(ROOT, 'assets', new URL(url).pathname);
}

/** The brand palette (libs/ui tokens): backgrounds, the brand blue and the accents. */
const PALETTE = {
  backgrounds: ['#eef2f7', '#e3e9f1', '#f4f6f9', '#dfe7f0'],
  inks: ['#003a70', '#002a52', '#1f4e85'],
  accents: ['#c8102e', '#4f7fb8', '#8aa6c8'],
};

/**
 * A flat illustration in the brand palette: a machine body, a key silhouette, a person or a
 * scene, chosen by the image's kind. No text is drawn (docs/requirements/pages.md#images): cards crop images freely, and
 * the caption is the page's own text, never part of the picture.
 */
function svgFor(spec: ImageSpec): string {
  const { width: w, height: h, hue } = spec;
  const bg = PALETTE.backgrounds[hue % PALETTE.backgrounds.length]!;
  const ink = PALETTE.inks[hue % PALETTE.inks.length]!;
  const accent = PALETTE.accents[hue % PALETTE.accents.length]!;
  const cx = w / 2;
  const cy = h * 0.45;
  const s = Math.min(w, h) / 800;
  let shape = '';
  if (spec.kind === 'machine') {
    shape = `<rect x="${cx - 260 * s}" y="${cy - 170 * s}" width="${520 * s}" height="${300 * s}" rx="${24 * s}" fill="${ink}"/>
<rect x="${cx - 210 * s}" y="${cy - 130 * s}" width="${180 * s}" height="${120 * s}" rx="${10 * s}" fill="${accent}"/>
<circle cx="${cx + 120 * s}" cy="${cy - 40 * s}" r="${70 * s}" fill="#ddd" stroke="${accent}" stroke-width="${10 * s}"/>
<rect x="${cx - 300 * s}" y="${cy + 130 * s}" width="${600 * s}" height="${30 * s}" rx="${8 * s}" fill="#555"/>`;
  } else if (spec.kind === 'key') {
    shape = `<circle cx="${cx - 200 * s}" cy="${cy}" r="${110 * s}" fill="${accent}"/><circle cx="${cx - 200 * s}" cy="${cy}" r="${40 * s}" fill="${bg}"/>
<path d="M ${cx - 100 * s} ${cy - 30 * s} h ${380 * s} v ${60 * s} h ${-40 * s} v ${40 * s} h ${-40 * s} v ${-40 * s} h ${-40 * s} v ${60 * s} h ${-40 * s} v ${-60 * s} h ${-220 * s} z" fill="${ink}"/>`;
  } else if (spec.kind === 'person') {
    shape = `<circle cx="${cx}" cy="${cy - 80 * s}" r="${110 * s}" fill="${ink}"/><rect x="${cx - 180 * s}" y="${cy + 50 * s}" width="${360 * s}" height="${220 * s}" rx="${120 * s}" fill="${ink}"/>`;
  } else if (spec.kind === 'logo') {
    shape = `<rect x="${cx - 200 * s}" y="${cy - 100 * s}" width="${400 * s}" height="${200 * s}" rx="${100 * s}" fill="${accent}"/>`;
  } else {
    shape = `<rect x="0" y="${cy + 60 * s}" width="${w}" height="${h}" fill="${ink}" opacity="0.25"/>
<circle cx="${w * 0.75}" cy="${h * 0.25}" r="${90 * s}" fill="${accent}" opacity="0.8"/>
<rect x="${cx - 280 * s}" y="${cy - 120 * s}" width="${560 * s}" height="${240 * s}" rx="${20 * s}" fill="${ink}" opacity="0.85"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="100%" height="100%" fill="${bg}"/>${shape}
</svg>`;
}

/** A minimal valid one-page PDF with the given lines (PDF 1.4, Helvetica). */
function pdfFor(doc: DocSpec): Buffer {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[()\\]/g, (c) => `\\${c}`);
  const text = [
    `BT /F1 20 Tf 72 760 Td (${ascii(doc.title)}) Tj ET`,
    ...doc.lines.map((l, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${ascii(l)}) Tj ET`),
  ].join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function writeStory(dir: string, rec: StoryRecord): void {
  const rel = rec.is_folder ? `${rec.full_slug}/_folder.json` : rec.is_startpage ? `${rec.full_slug}index.json` : `${rec.full_slug}.json`;
  const file = path.join(ROOT, dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ story: rec }, null, 2) + '\n');
}

async function main(): Promise<void> {
  const forceImages = process.argv.includes('--images');
  const cat = buildCatalogue();
  const editorial = buildEditorial(cat);
  const pages = buildPages(cat);
  const marketContacts = buildMarkets();
  buildExtranet(cat);
  buildExtranetLinks();
  buildHomes(cat, { global: pages.contacts, ...marketContacts });
  buildRouteRules();
  // Last: its new assets take the next ids, so the ids of every asset above stay as they were.
  buildResidentialPartnerSheets(cat);

  // pt, nl, ro, ru (and any language a generator left out) from the phrase tables (docs/requirements/content.md#translation).
  const { missing } = completeTranslations([...stories, ...drafts], ALL_PHRASES);
  if (process.env.CONTENT_I18N_MISSING) writeFileSync(process.env.CONTENT_I18N_MISSING, JSON.stringify(missing, null, 1));
  // Every text a visitor of the global space reads has its nine languages (docs/requirements/product.md#every-language-its-own-words).
  if (missing.length > 0)
    throw new Error(`${missing.length} texts of the global space lack a translation (add them to i18n-texts.ts): ${missing.slice(0, 10).join(' | ')}`);

  const ids = new Map<number, string>();
  for (const s of stories) {
    const other = ids.get(s.id);
    if (other && other !== s.full_slug) throw new Error(`id collision: ${s.full_slug} and ${other}`);
    ids.set(s.id, s.full_slug);
  }
  rmSync(path.join(ROOT, 'stories'), { recursive: true, force: true });
  rmSync(path.join(ROOT, 'drafts'), { recursive: true, force: true });
  const latest = Math.max(...stories.map((s) => Date.parse(s.published_at ?? s.created_at)));
  mkdirSync(ROOT, { recursive: true });
  writeFileSync(
    path.join(ROOT, 'space.json'),
    JSON.stringify(
      {
        space: {
          id: SPACE_ID,
          name: 'Silca',
          domain: 'https://www.silca.biz/',
          version: Math.floor(latest / 1000),
          language_codes: [...LANGS],
          default_lang_name: 'English',
        },
      },
      null,
      2,
    ) + '\n',
  );
  stories.forEach((s) => writeStory('stories', s));
  drafts.forEach((s) => writeStory('drafts', s));
  for (const ds of editorial.datasources) {
    const file = path.join(ROOT, 'datasources', `${ds.datasource.slug}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(ds, null, 2) + '\n');
  }
  let drawn = 0;
  for (const spec of images) {
    const file = localFile(spec.file);
    if (!forceImages && existsSync(file)) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    const img = sharp(Buffer.from(svgFor(spec)));
    await (file.endsWith('.png') ? img.png() : img.jpeg({ quality: 70 })).toFile(file);
    drawn++;
  }
  for (const doc of documents) {
    const file = localFile(doc.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pdfFor(doc));
  }
  // The asset library, in the Management API's shapes: the media folders of docs/requirements/content.md#media-folders as asset
  // folders, and every document with the folder it lives in.
  const folderIds = new Map(MEDIA_FOLDERS.map((name, i) => [name as string, 600_000 + i]));
  writeFileSync(
    path.join(ROOT, 'asset-folders.json'),
    JSON.stringify(
      { asset_folders: MEDIA_FOLDERS.map((name) => ({ id: folderIds.get(name), name, parent_id: null, uuid: uuidFor(`asset-folder:${name}`) })) },
      null,
      2,
    ) + '\n',
  );
  writeFileSync(
    path.join(ROOT, 'assets.json'),
    JSON.stringify(
      {
        assets: documents.map((d) => ({
          id: d.id,
          filename: d.file,
          title: d.title,
          content_type: 'application/pdf',
          asset_folder_id: d.folder ? (folderIds.get(d.folder) ?? null) : null,
        })),
      },
      null,
      2,
    ) + '\n',
  );
  // Assets no story refers to any more are removed, so content/ holds exactly the space.
  const expected = new Set([...images.map((i) => localFile(i.file)), ...documents.map((d) => localFile(d.file))]);
  let removed = 0;
  const sweep = (dir: string): void => {
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        sweep(full);
        if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
      } else if (!expected.has(full)) {
        rmSync(full);
        removed++;
      }
    }
  };
  sweep(path.join(ROOT, 'assets'));
  process.stdout.write(`content: removed ${removed} stale assets; `);
  process.stdout.write(
    `content: ${stories.length} stories, ${drafts.length} drafts, ${images.length} images (${drawn} drawn), ${documents.length} documents\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`content:generate failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
