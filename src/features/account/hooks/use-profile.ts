import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileInput, ProfileResponse } from "@common/profile";
import { api, unwrap } from "@/lib/api-client";
import { refreshMeQuietly } from "@/lib/auth/me-store";

export const PROFILE_QUERY_KEY = ["profile"] as const;

export async function getProfile(): Promise<ProfileResponse> {
  return unwrap<ProfileResponse>((await api.profile.$get()) as unknown as Response);
}

export async function saveProfile(input: ProfileInput): Promise<ProfileResponse> {
  return unwrap<ProfileResponse>((await api.profile.$put({ json: input })) as unknown as Response);
}

export function useProfile(enabled: boolean) {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile, enabled });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (data) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, data);
      refreshMeQuietly();
    },
  });
}
