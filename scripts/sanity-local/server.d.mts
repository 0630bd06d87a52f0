export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  authorized: boolean;
  accept: string;
  userAgent: string;
}
export interface SanityDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
}
export interface LocalSanityApi {
  url: string;
  apiHost: string;
  projectId: string;
  dataset: string;
  token: string;
  requests: RecordedRequest[];
  imageFile: (fileName: string) => string | undefined;
  documents: Map<string, SanityDocument>;
  close: () => Promise<void>;
}
export const deployedSchemaPath: string;
export const bundledExportPath: string;
export function startSanityApi(options?: {
  exportPath?: string;
  projectId?: string;
  dataset?: string;
  token?: string;
  port?: number;
  host?: string;
}): Promise<LocalSanityApi>;
