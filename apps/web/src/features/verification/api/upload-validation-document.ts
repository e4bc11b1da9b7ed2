import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '../../../shared/api/upload-file';
import { attachValidationDocument } from './attach-validation-document';
import { verificationQueryKey } from './verification-state';

type UploadValidationDocumentInput = {
  validationDocumentId: number;
  file: File;
  onProgress: (fraction: number) => void;
};

/** Uploads the file, then attaches it to the contractor as a document of the given type. */
export const useUploadValidationDocumentMutation = (contractorId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ validationDocumentId, file, onProgress }: UploadValidationDocumentInput) => {
      const record = await uploadFile(file, onProgress);
      return attachValidationDocument({ validationDocumentId, fileGuid: record.guid });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey(contractorId) }),
  });
};
