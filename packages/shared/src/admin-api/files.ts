/** What POST /files (multipart, one `file` part) answers: the stored picture's id and address. */
export type TAdminUpload = { id: number; fileUrl: string };
