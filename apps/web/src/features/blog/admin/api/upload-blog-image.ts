import type { BlogUploadedImage } from '@azubi/shared/blog/blog-admin';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-fetch';
import { blogAdminUrls } from './blog-admin-keys';

/** `POST /api/admin/blog/images`: the cropped picture; the server checks its bytes. */
export function uploadBlogImage(image: Blob): Promise<BlogUploadedImage> {
  const body = new FormData();
  body.append('file', image, 'featured-image.jpg');
  return apiFetch<BlogUploadedImage>(blogAdminUrls.images, { method: 'POST', body });
}

export function useUploadBlogImage() {
  return useMutation({ mutationFn: uploadBlogImage });
}
