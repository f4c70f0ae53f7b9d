import { Link } from '@silca/ui';
import { hasAsset } from '../core/schema/assets';
import type { SbAsset } from '../core/schema/common';
import styles from './FileList.module.css';

/** `report.pdf` -> `PDF`; no extension -> ''. */
export function fileExtension(filename: string): string {
  const last = filename.split('?')[0]?.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toUpperCase() : '';
}

/** Title, else name, else alt, else the file name. */
export function assetLabel(asset: SbAsset & { filename: string }): string {
  for (const candidate of [asset.title, asset.name, asset.alt]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  const last = asset.filename.split('?')[0]?.split('/').pop() ?? asset.filename;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Links to files with name and type; empty assets skipped, no list without files. */
export function FileList({ assets }: { assets: readonly SbAsset[] }) {
  const files = assets.filter(hasAsset);
  if (files.length === 0) return null;
  return (
    <ul className={styles.list}>
      {files.map((asset, index) => {
        const label = assetLabel(asset);
        const ext = fileExtension(asset.filename);
        return (
          <li key={`${asset.id ?? index}-${index}`} className={styles.item}>
            <Link href={asset.filename} className={styles.link}>
              <span className={styles.name}>{label}</span>
              {ext ? <span className={styles.ext}>{ext}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
