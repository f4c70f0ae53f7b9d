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

/** Human name of an asset: title, else name, else alt, else the file name without path. */
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

/**
 * A list of downloadable files (product downloads and files, downloadable lists): each a link
 * to the asset with its name and file type. Empty assets are skipped; no files, no list.
 */
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
