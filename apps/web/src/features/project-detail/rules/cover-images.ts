/**
 * The carousel's pictures: coverList, or the thumbnail when the project has no covers. A picture
 * listed twice is shown once (it would only repeat the same slide and key).
 */
export function coverImages(coverList: readonly { fileUrl: string }[], thumbnailImg: string): string[] {
  const covers = coverList.map((cover) => cover.fileUrl.trim()).filter((url) => url !== '');
  if (covers.length > 0) return [...new Set(covers)];
  return thumbnailImg.trim() ? [thumbnailImg.trim()] : [];
}
