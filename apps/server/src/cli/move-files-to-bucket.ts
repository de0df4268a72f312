import { loadConfig } from '../config/env.ts';
import { moveFilesToBucket } from '../integrations/storage/move-to-bucket.ts';
import { makeS3Client, s3Objects } from '../integrations/storage/s3-storage.ts';

/**
 * `npm run files:to-bucket`: an installation that kept its files under DATA_DIR moves them to the
 * bucket its S3_* settings name, checking every key. Run it with the same environment as the
 * server (STORAGE_PROVIDER=s3 and the S3_* settings), before starting the server on the bucket.
 */
const config = loadConfig();
if (config.STORAGE_PROVIDER !== 's3' || !config.S3_ENDPOINT || !config.S3_BUCKET) {
  console.error('Set STORAGE_PROVIDER=s3 and the S3_* settings of the bucket to move the files to.');
  process.exit(1);
}
const options = {
  endpoint: config.S3_ENDPOINT,
  region: config.S3_REGION,
  bucket: config.S3_BUCKET,
  accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
  secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
  forcePathStyle: config.S3_FORCE_PATH_STYLE,
};
const report = await moveFilesToBucket(config.dataDir, s3Objects(makeS3Client(options), options));
console.log(
  `Moved ${report.copied} files to bucket ${config.S3_BUCKET}; ${report.alreadyThere} were there already.`,
);
if (report.skipped.length > 0)
  console.log(`Not moved (not files Alma made):\n  ${report.skipped.join('\n  ')}`);
